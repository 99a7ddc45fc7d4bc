import { describe, expect, it } from "vitest";
import { nextSort } from "./next-sort";

describe("nextSort", () => {
  it("sorts a text column A→Z on the first click", () => {
    expect(nextSort({ column: "marketCap", direction: "desc" }, "symbol")).toEqual({
      column: "symbol",
      direction: "asc",
    });
    expect(nextSort({ column: "marketCap", direction: "desc" }, "name")).toEqual({
      column: "name",
      direction: "asc",
    });
  });

  it("sorts a number column from the highest on the first click", () => {
    expect(nextSort({ column: "symbol", direction: "asc" }, "changePct")).toEqual({
      column: "changePct",
      direction: "desc",
    });
  });

  it("turns the sorted column round on a second click, both ways", () => {
    expect(nextSort({ column: "symbol", direction: "asc" }, "symbol")).toEqual({
      column: "symbol",
      direction: "desc",
    });
    expect(nextSort({ column: "volume", direction: "desc" }, "volume")).toEqual({
      column: "volume",
      direction: "asc",
    });
  });
});
