import { expect, it } from "vitest";
import { screenToCsv } from "./screen-to-csv";

it("writes a header and one quoted-where-needed line per row, and defuses formulas", () => {
  const csv = screenToCsv([
    {
      symbol: "BRK.B",
      name: 'Berkshire "B", Inc.',
      sector: null,
      price: 243.69,
      changePct: -1.92,
      peRatio: 8.4,
      dividendYield: null,
      payoutRatio: 0,
    },
    { symbol: "EVIL", name: '=HYPERLINK("x")', sector: "Tech", exchange: "NYSE Arca" },
  ]);
  const lines = csv.split("\r\n");
  expect(
    lines[0]!.startsWith(
      "Ticker,Company,Sector,Industry,Country,Exchange,Market cap,Price,Change %",
    ),
  ).toBe(true);
  expect(
    lines[0]!.endsWith(
      ",RSI14,P/E,Dividend yield %,P/S,P/B,EPS growth %,Sales growth %,Net margin %,Debt/equity,Payout ratio %",
    ),
  ).toBe(true);
  expect(lines[1]).toBe(
    'BRK.B,"Berkshire ""B"", Inc.",,,,,,243.69,-1.92,,,,,,,,,,,,,,8.4,,,,,,,,0',
  );
  expect(lines[2]!.startsWith(`EVIL,"'=HYPERLINK(""x"")",Tech,,,NYSE Arca,`)).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
});
