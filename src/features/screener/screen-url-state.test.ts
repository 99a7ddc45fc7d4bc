import { describe, expect, it } from "vitest";
import { DEFAULT_SCREEN, screenFromSearchParams, screenToSearchParams, type ScreenState } from "./screen-url-state";

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
    const params = screenToSearchParams({ ...DEFAULT_SCREEN, filter: { exchanges: ["NYSE", "Cboe BZX"], industries: ["Major Banks"] } });
    expect(params.getAll("exchange")).toEqual(["NYSE", "Cboe BZX"]);
    expect(params.getAll("industry")).toEqual(["Major Banks"]);
    expect(screenFromSearchParams(new URLSearchParams("exchange=NYSE&exchange=OTC")).filter).toEqual({ exchanges: ["NYSE", "OTC"] });
  });

  it("keeps P/E and dividend yield under their own names, sortable like any column", () => {
    const params = screenToSearchParams({ ...DEFAULT_SCREEN, filter: { peRatio: { max: 15 }, dividendYield: { min: 3 } }, sort: { column: "dividendYield", direction: "desc" } });
    expect(params.toString()).toBe("peRatio=..15&dividendYield=3..&sort=-dividendYield");
    expect(screenFromSearchParams(new URLSearchParams("peRatio=20..10&dividendYield=x..")).filter).toEqual({});
  });

  it("writes nothing for the default screen", () => {
    expect(screenToSearchParams(DEFAULT_SCREEN).toString()).toBe("");
    expect(screenFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_SCREEN);
  });

  it("reads a bare preset link as the preset's own filter and sort", () => {
    const state = screenFromSearchParams(new URLSearchParams("preset=mega-caps"));
    expect(state).toMatchObject({ preset: "mega-caps", filter: { marketCapBands: ["mega"] }, sort: { column: "marketCap", direction: "desc" } });
  });

  it("drops what a URL gets wrong and keeps the rest", () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => `exchange=X${i}`).join("&");
    const state = screenFromSearchParams(new URLSearchParams(`price=50..10&sector=Energy&sort=-colour&page=-4&size=7&view=x&preset=nope&rsi=hot&volume=abc..&${tooMany}`));
    expect(state).toEqual({ ...DEFAULT_SCREEN, filter: { sectors: ["Energy"] } });
  });
});
