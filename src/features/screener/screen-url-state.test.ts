import { describe, expect, it } from "vitest";
import { screenFilterSchema } from "./screen-filter";
import { MAX_SCREEN_SYMBOLS } from "./screen-filter-fields";
import { screenSymbolsHref } from "./screen-symbols-href";
import {
  DEFAULT_SCREEN,
  type ScreenState,
  screenFromSearchParams,
  screenToSearchParams,
} from "./screen-url-state";

describe("screen state in the URL", () => {
  it("round-trips every kind of filter, the sort, the page, the size and the view", () => {
    const state: ScreenState = {
      preset: "top-gainers",
      filter: {
        search: "bank & trust",
        sectors: ["Technology", "Health Care"],
        industries: ["Major Banks", "Oil & Gas Production"],
        countries: ["United States"],
        exchanges: ["NYSE American", "NASDAQ"],
        securityTypes: ["common", "warrant"],
        marketCapBands: ["mid", "large"],
        price: { min: 5, max: 50.5 },
        changePct: { min: -2.5 },
        perf3m: { max: 10 },
        peRatio: { min: 5, max: 25 },
        dividendYield: { min: 2.5 },
        sma: { sma50: "above", sma200: "below" },
        rsi: "neutral",
        symbols: ["NVDA", "BRK.B", "AAIC.PRB"],
      },
      sort: { column: "changePct", direction: "desc" },
      page: 3,
      pageSize: 100,
      view: "technical",
      columns: ["symbol", "price", "peRatio"],
    };
    const url = `/screener?${screenToSearchParams(state).toString()}`;
    expect(screenFromSearchParams(new URL(url, "https://md.example").searchParams)).toEqual(state);
  });

  it("names each choice filter after its column, one parameter per choice", () => {
    const params = screenToSearchParams({
      ...DEFAULT_SCREEN,
      filter: { exchanges: ["NYSE", "Cboe BZX"], industries: ["Major Banks"] },
    });
    expect(params.getAll("exchange")).toEqual(["NYSE", "Cboe BZX"]);
    expect(params.getAll("industry")).toEqual(["Major Banks"]);
    expect(
      screenFromSearchParams(new URLSearchParams("exchange=NYSE&exchange=OTC")).filter,
    ).toEqual({ exchanges: ["NYSE", "OTC"] });
  });

  it("keeps P/E and dividend yield under their own names, sortable like any column", () => {
    const params = screenToSearchParams({
      ...DEFAULT_SCREEN,
      filter: { peRatio: { max: 15 }, dividendYield: { min: 3 } },
      sort: { column: "dividendYield", direction: "desc" },
    });
    expect(params.toString()).toBe("peRatio=..15&dividendYield=3..&sort=-dividendYield");
    expect(
      screenFromSearchParams(new URLSearchParams("peRatio=20..10&dividendYield=x..")).filter,
    ).toEqual({});
  });

  it("writes nothing for the default screen", () => {
    expect(screenToSearchParams(DEFAULT_SCREEN).toString()).toBe("");
    expect(screenFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_SCREEN);
  });

  it("reads a bare preset link as the preset's own filter and sort", () => {
    const state = screenFromSearchParams(new URLSearchParams("preset=mega-caps"));
    expect(state).toMatchObject({
      preset: "mega-caps",
      filter: { marketCapBands: ["mega"] },
      sort: { column: "marketCap", direction: "desc" },
    });
  });

  it("drops what a URL gets wrong and keeps the rest", () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => `exchange=X${i}`).join("&");
    const state = screenFromSearchParams(
      new URLSearchParams(
        `price=50..10&sector=Energy&sort=-colour&page=-4&size=7&view=x&preset=nope&rsi=hot&volume=abc..&${tooMany}`,
      ),
    );
    expect(state).toEqual({ ...DEFAULT_SCREEN, filter: { sectors: ["Energy"] } });
  });
});

describe("the symbols a screen is limited to, in the URL (docs/product.md#screener)", () => {
  const symbolsOf = (query: string) =>
    screenFromSearchParams(new URLSearchParams(query)).filter.symbols;
  const tickers = (n: number) => Array.from({ length: n }, (_, i) => `S${i}`);

  it("is one comma-separated parameter, last, and reads back as it was written", () => {
    const params = screenToSearchParams({
      ...DEFAULT_SCREEN,
      filter: { sectors: ["Energy"], symbols: ["AAPL", "MSFT", "BRK.B"] },
      page: 2,
    });
    expect([...params.keys()]).toEqual(["sector", "page", "symbols"]);
    expect(params.get("symbols")).toBe("AAPL,MSFT,BRK.B");
    expect(screenFromSearchParams(params).filter).toEqual({
      sectors: ["Energy"],
      symbols: ["AAPL", "MSFT", "BRK.B"],
    });
  });

  it("reads any accepted form as the canonical symbol, in the order given, each once", () => {
    expect(symbolsOf("symbols=aapl,brk-b,$msft,BRK/B,AAPL")).toEqual(["AAPL", "BRK.B", "MSFT"]);
    expect(symbolsOf("symbols=AAPL+MSFT, NVDA")).toEqual(["AAPL", "MSFT", "NVDA"]);
    expect(symbolsOf("symbols=AAPL&symbols=MSFT")).toEqual(["AAPL", "MSFT"]);
  });

  it("drops what cannot be a ticker and keeps the rest; with nothing left there is no limit", () => {
    expect(symbolsOf("symbols=AAPL,hello!!,,TOOLONGSYMBOL,MSFT")).toEqual(["AAPL", "MSFT"]);
    expect(symbolsOf("symbols=!!!,???")).toBeUndefined();
    expect(symbolsOf("symbols=")).toBeUndefined();
    expect(
      screenToSearchParams({ ...DEFAULT_SCREEN, filter: { symbols: [] } }).has("symbols"),
    ).toBe(false);
  });

  it("keeps up to the cap and drops a longer list whole, as the server refuses it", () => {
    expect(symbolsOf(`symbols=${tickers(MAX_SCREEN_SYMBOLS).join(",")}`)).toHaveLength(
      MAX_SCREEN_SYMBOLS,
    );
    const state = screenFromSearchParams(
      new URLSearchParams(`sector=Energy&symbols=${tickers(MAX_SCREEN_SYMBOLS + 1).join(",")}`),
    );
    expect(state.filter).toEqual({ sectors: ["Energy"] });
    const refused = screenFilterSchema.safeParse({ symbols: tickers(MAX_SCREEN_SYMBOLS + 1) });
    expect(refused.error?.issues[0]?.message).toBe("Screen at most 1,000 symbols at a time.");
    expect(
      screenFilterSchema.safeParse({ symbols: ["AAPL", "hello!!"] }).error?.issues[0]?.message,
    ).toBe("“hello!!” is not a ticker symbol.");
  });

  it("keeps the address of a 1,000-symbol list under about 8 KB", () => {
    const symbols = Array.from(
      { length: MAX_SCREEN_SYMBOLS },
      (_, i) =>
        `AB${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}`,
    );
    expect(screenSymbolsHref(symbols)!.length).toBeLessThan(8_200);
  });

  it("applies a bare preset link over the symbols it names", () => {
    const state = screenFromSearchParams(new URLSearchParams("preset=mega-caps&symbols=AAPL,MSFT"));
    expect(state).toMatchObject({
      preset: "mega-caps",
      filter: { marketCapBands: ["mega"], symbols: ["AAPL", "MSFT"] },
      sort: { column: "marketCap", direction: "desc" },
    });
  });

  it("is where a watchlist's Screen this list leads, for lists the screener takes", () => {
    const href = screenSymbolsHref(["AAPL", "MSFT", "NVDA"])!;
    expect(href).toBe("/screener?symbols=AAPL%2CMSFT%2CNVDA");
    expect(screenFromSearchParams(new URL(href, "https://md.example").searchParams)).toEqual({
      ...DEFAULT_SCREEN,
      filter: { symbols: ["AAPL", "MSFT", "NVDA"] },
    });
    expect(screenSymbolsHref([])).toBeNull();
    expect(screenSymbolsHref(tickers(MAX_SCREEN_SYMBOLS + 1))).toBeNull();
  });
});
