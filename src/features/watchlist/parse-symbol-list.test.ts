import { describe, expect, it } from "vitest";
import { MAX_IMPORT_SYMBOLS, parseSymbolList } from "./parse-symbol-list";
import { watchlistToText } from "./watchlist-to-text";

describe("parseSymbolList: plain text", () => {
  it("splits on commas, spaces, tabs, semicolons and lines, and upper-cases", () => {
    expect(parseSymbolList("AAPL, msft tsla\nnvda\tamd;ibm\n\n  googl  ").symbols).toEqual([
      "AAPL",
      "MSFT",
      "TSLA",
      "NVDA",
      "AMD",
      "IBM",
      "GOOGL",
    ]);
  });

  it("writes share classes one way, and drops exchange prefixes and a leading $", () => {
    expect(parseSymbolList("BRK/B BRK-B brk.b").symbols).toEqual(["BRK.B"]);
    expect(parseSymbolList("NASDAQ:aapl $msft nyse:$ibm").symbols).toEqual(["AAPL", "MSFT", "IBM"]);
  });

  it("reads a TradingView watchlist and ignores its section markers", () => {
    const result = parseSymbolList(
      "###TECH,NASDAQ:AAPL,NASDAQ:MSFT,###Section name,NYSE:BRK.B\n###ENERGY\nNYSE:XOM",
    );
    expect(result).toEqual({
      symbols: ["AAPL", "MSFT", "BRK.B", "XOM"],
      invalid: [],
      duplicates: [],
      truncated: false,
    });
  });

  it("keeps first-seen order, reports each duplicate once and each invalid token once, trimmed", () => {
    const result = parseSymbolList(
      "tsla hello world!! AAPL TOOLONGSYMBOL tsla brk.b TSLA BRK/B world!! AAPL",
    );
    expect(result.symbols).toEqual(["TSLA", "HELLO", "AAPL", "BRK.B"]);
    expect(result.duplicates).toEqual(["TSLA", "BRK.B", "AAPL"]);
    expect(result.invalid).toEqual(["world!!", "TOOLONGSYMBOL"]);
  });

  it("reports invalid tokens as written, exchange prefix included", () => {
    expect(parseSymbolList("NASDAQ:WAYTOOLONG, ok").invalid).toEqual(["NASDAQ:WAYTOOLONG"]);
  });

  it("ignores a byte-order mark and Windows line ends", () => {
    expect(parseSymbolList("\uFEFFAAPL\r\nMSFT\r\n").symbols).toEqual(["AAPL", "MSFT"]);
  });

  it("finds nothing in empty or blank input", () => {
    const empty = { symbols: [], invalid: [], duplicates: [], truncated: false };
    expect(parseSymbolList("")).toEqual(empty);
    expect(parseSymbolList(" \r\n\t\n")).toEqual(empty);
  });

  it(`keeps the first ${MAX_IMPORT_SYMBOLS} distinct symbols and says it dropped the rest`, () => {
    const many = Array.from({ length: MAX_IMPORT_SYMBOLS + 5 }, (_, i) => `S${i}`);
    const result = parseSymbolList(`${many.join("\n")}\nS0`);
    expect(result.symbols).toEqual(many.slice(0, MAX_IMPORT_SYMBOLS));
    expect(result.duplicates).toEqual(["S0"]);
    expect(result.truncated).toBe(true);
    expect(parseSymbolList(many.slice(0, MAX_IMPORT_SYMBOLS).join(" ")).truncated).toBe(false);
  });

  it("reads back what watchlistToText writes", () => {
    const symbols = ["AAPL", "BRK.B", "AAIC.PRB", "7203"];
    expect(watchlistToText(symbols)).toBe("AAPL\nBRK.B\nAAIC.PRB\n7203\n");
    expect(parseSymbolList(watchlistToText(symbols)).symbols).toEqual(symbols);
    expect(watchlistToText([])).toBe("");
  });
});

describe("parseSymbolList: CSV", () => {
  it("reads the symbol column of a quoted header, with commas and quotes inside quoted fields", () => {
    const csv =
      '"Name","Ticker","Note"\n"Apple, Inc.",aapl,"buy ""dips"", maybe"\n"Berkshire",BRK/B,\n';
    expect(parseSymbolList(csv)).toEqual({
      symbols: ["AAPL", "BRK.B"],
      invalid: [],
      duplicates: [],
      truncated: false,
    });
  });

  it("finds the column whatever its case and place, after blank lines and a BOM, with CRLF", () => {
    const csv =
      "\uFEFF\r\nname,target,SYMBOL\r\nMicrosoft,500,msft\r\n\r\nTesla,,NASDAQ:TSLA\r\nTesla again,,tsla\r\n";
    const result = parseSymbolList(csv);
    expect(result.symbols).toEqual(["MSFT", "TSLA"]);
    expect(result.duplicates).toEqual(["TSLA"]);
  });

  it("accepts semicolon and tab delimiters, and a code column", () => {
    expect(parseSymbolList("Code;Name\nAAPL;Apple; Inc.\nIBM;IBM").symbols).toEqual([
      "AAPL",
      "IBM",
    ]);
    expect(parseSymbolList("ticker\tname\nnvda\tNVIDIA\n").symbols).toEqual(["NVDA"]);
  });

  it("reports bad cells of the symbol column and skips empty ones", () => {
    const result = parseSymbolList(
      'symbol,name\n"hello world!!",x\n,blank\nTOOLONGSYMBOL,y\nAAPL,"line\nbreak"\n',
    );
    expect(result.symbols).toEqual(["AAPL"]);
    expect(result.invalid).toEqual(["hello world!!", "TOOLONGSYMBOL"]);
  });

  it("treats a first line without a symbol heading, or without a delimiter, as plain text", () => {
    expect(parseSymbolList("name,price\nAAPL").symbols).toEqual(["NAME", "PRICE", "AAPL"]);
    expect(parseSymbolList("symbol\nAAPL").symbols).toEqual(["SYMBOL", "AAPL"]);
  });
});
