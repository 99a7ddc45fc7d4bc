import { describe, expect, it } from "vitest";
import { readSavedScreen } from "./read-saved-screen";
import { savedScreenStateSchema } from "./saved-screen-state";
import { DEFAULT_SCREEN } from "./screen-url-state";

const saved = {
  preset: "mega-caps",
  filter: { sectors: ["Technology"], price: { min: 5 } },
  sort: { column: "price", direction: "desc" },
  pageSize: 100,
  view: "performance",
};

describe("a saved screen's state", () => {
  it("opens a screen saved before the column picker with the view's own columns", () => {
    expect(readSavedScreen(saved)).toEqual({ ...saved, columns: undefined });
  });

  it("opens the picked columns in their order", () => {
    expect(
      readSavedScreen({ ...saved, columns: ["symbol", "peRatio", "dividendYield"] }).columns,
    ).toEqual(["symbol", "peRatio", "dividendYield"]);
  });

  it("falls back part by part when a stored part no longer reads, keeping the rest", () => {
    const state = readSavedScreen({
      ...saved,
      preset: "retired",
      filter: { sectors: ["Energy"], rsi: "scorching", colour: "red" },
      sort: { column: "shoeSize", direction: "up" },
      pageSize: 7,
      view: "x",
      columns: ["colour", "price"],
    });
    expect(state).toEqual({
      ...DEFAULT_SCREEN,
      page: undefined,
      filter: { sectors: ["Energy"] },
      columns: ["symbol", "price"],
    });
  });

  it("keeps the symbols it is limited to, and drops a stored list that no longer reads, keeping the rest", () => {
    expect(
      readSavedScreen({ ...saved, filter: { ...saved.filter, symbols: ["AAPL", "BRK.B"] } }).filter,
    ).toEqual({ ...saved.filter, symbols: ["AAPL", "BRK.B"] });
    expect(
      readSavedScreen({ ...saved, filter: { ...saved.filter, symbols: ["AAPL", "not a ticker"] } })
        .filter,
    ).toEqual(saved.filter);
  });

  it("opens whatever the database holds without throwing", () => {
    for (const stored of [null, "text", 42, [], { filter: "x" }]) {
      const { page: _page, ...defaults } = DEFAULT_SCREEN;
      expect(readSavedScreen(stored)).toEqual(defaults);
    }
  });
});

describe("saving a screen's state", () => {
  it("accepts a screen with or without picked columns", () => {
    expect(savedScreenStateSchema.safeParse(saved).success).toBe(true);
    expect(
      savedScreenStateSchema.safeParse({ ...saved, columns: ["symbol", "price", "peRatio"] })
        .success,
    ).toBe(true);
  });

  it.each([
    ["an unknown column", ["symbol", "colour"], "That column does not exist."],
    [
      "too many columns",
      ["symbol", ...Array.from({ length: 20 }, () => "price")],
      "Pick at most 20 columns.",
    ],
    ["a repeated column", ["symbol", "price", "price"], "Each column can be picked once."],
    ["a ticker that is not first", ["price", "symbol"], "The ticker is always the first column."],
  ])("refuses %s with a sentence", (_what, columns, message) => {
    const result = savedScreenStateSchema.safeParse({ ...saved, columns });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("refuses a page number and any other unknown part", () => {
    expect(savedScreenStateSchema.safeParse({ ...saved, page: 3 }).success).toBe(false);
  });
});
