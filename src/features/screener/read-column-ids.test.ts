import { describe, expect, it } from "vitest";
import { readColumnIds } from "./read-column-ids";
import { columnIds, MAX_COLUMNS } from "./screen-column-ids";
import { DEFAULT_SCREEN, screenFromSearchParams, screenToSearchParams } from "./screen-url-state";

describe("picked columns in the URL", () => {
  it("round-trips a picked set in its order as `cols`", () => {
    const params = screenToSearchParams({
      ...DEFAULT_SCREEN,
      columns: ["symbol", "peRatio", "price", "changePct"],
    });
    expect(params.get("cols")).toBe("symbol,peRatio,price,changePct");
    expect(screenFromSearchParams(new URLSearchParams(params.toString())).columns).toEqual([
      "symbol",
      "peRatio",
      "price",
      "changePct",
    ]);
  });

  it("writes no `cols` when the view's own columns are shown", () => {
    expect(screenToSearchParams({ ...DEFAULT_SCREEN, view: "technical" }).has("cols")).toBe(false);
  });

  it("drops unknown ids and repeats, puts the ticker first, and keeps the rest of the screen", () => {
    const state = screenFromSearchParams(
      new URLSearchParams("cols=price,colour,price,,name,__proto__&sort=-price"),
    );
    expect(state.columns).toEqual(["symbol", "price", "name"]);
    expect(state.sort).toEqual({ column: "price", direction: "desc" });
  });

  it("shows the view's columns when nothing in `cols` is a column", () => {
    expect(
      screenFromSearchParams(new URLSearchParams("cols=colour,size&view=performance")),
    ).toEqual({ ...DEFAULT_SCREEN, view: "performance" });
    expect(screenFromSearchParams(new URLSearchParams("cols=")).columns).toBeUndefined();
  });
});

describe("readColumnIds", () => {
  it(`cuts a long list at ${MAX_COLUMNS} columns, the ticker counted`, () => {
    const read = readColumnIds([...columnIds].reverse());
    expect(read).toHaveLength(MAX_COLUMNS);
    expect(read?.[0]).toBe("symbol");
    expect(read?.[1]).toBe(columnIds.at(-1));
  });

  it("reads only strings", () => {
    expect(readColumnIds([1, null, { id: "price" }, "price"])).toEqual(["symbol", "price"]);
    expect(readColumnIds([])).toBeUndefined();
  });
});
