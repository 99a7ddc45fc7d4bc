import { describe, expect, it } from "vitest";
import { mapHref, readMapParams } from "./map-params";

const id = "0b7c2a9e-3f1d-4c55-9a3e-2f8f1c6d7e01";

describe("map params", () => {
  it("reads what the address holds and writes it back", () => {
    const params = readMapParams({ window: "month", sector: "Technology", watchlist: id });
    expect(params).toEqual({ window: "month", sector: "Technology", watchlist: id, screen: null });
    expect(mapHref(params)).toBe(`/map?watchlist=${id}&window=month&sector=Technology`);
  });

  it("falls back to the market's day for what does not read", () => {
    expect(readMapParams({ window: "decade", watchlist: "42", sector: "" })).toEqual({
      window: "day",
      sector: null,
      watchlist: null,
      screen: null,
    });
    expect(mapHref(readMapParams({}))).toBe("/map");
  });
});
