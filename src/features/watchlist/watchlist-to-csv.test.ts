import { expect, it } from "vitest";
import { parseSymbolList } from "./parse-symbol-list";
import { watchlistToCsv } from "./watchlist-to-csv";

const rows = [
  { symbol: "BRK.B", name: 'Berkshire "B", Inc.', note: "long, hold\nforever", targetPrice: 500.5 },
  { symbol: "EVIL", name: null, note: '=HYPERLINK("x")', targetPrice: null },
  { symbol: "AAPL", name: "Apple Inc.", note: "-10% stop", targetPrice: -1 },
  { symbol: "TAB", name: "\tTabbed", note: "@mention", targetPrice: 0 },
];

it("writes a header and one RFC 4180 line per row, with CRLF line ends", () => {
  const csv = watchlistToCsv(rows);
  expect(csv.startsWith("symbol,name,note,target_price\r\n")).toBe(true);
  expect(csv).toContain('BRK.B,"Berkshire ""B"", Inc.","long, hold\nforever",500.5\r\n');
  expect(csv.endsWith("\r\n")).toBe(true);
  expect(watchlistToCsv([])).toBe("symbol,name,note,target_price\r\n");
});

it("defuses cells a spreadsheet would run as formulas, but not numbers", () => {
  const lines = watchlistToCsv(rows).split("\r\n");
  expect(lines).toContain(`EVIL,,"'=HYPERLINK(""x"")",`);
  expect(lines).toContain("AAPL,Apple Inc.,'-10% stop,-1");
  expect(lines).toContain("TAB,'\tTabbed,'@mention,0");
});

it("reads back through parseSymbolList", () => {
  expect(parseSymbolList(watchlistToCsv(rows))).toEqual({
    symbols: ["BRK.B", "EVIL", "AAPL", "TAB"],
    invalid: [],
    duplicates: [],
    truncated: false,
  });
});
