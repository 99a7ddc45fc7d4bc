import { describe, expect, it } from "vitest";
import { stackFamilies } from "./stack-families";

describe("stackFamilies", () => {
  it("ranks the families, names them for people, and keeps quiet days as zeros", () => {
    const stacked = stackFamilies(
      [
        { day: "2025-03-01", family: "auth", count: 2 },
        { day: "2025-03-01", family: "pageview", count: 5 },
        { day: "2025-03-03", family: "business_metric", count: 1 },
      ],
      ["2025-03-01", "2025-03-02", "2025-03-03"],
    );
    expect(stacked.series).toEqual([
      { label: "Page views", total: 5, other: false },
      { label: "Auth", total: 2, other: false },
      { label: "Business metrics", total: 1, other: false },
    ]);
    expect(stacked.days).toEqual([
      { day: "2025-03-01", total: 7, values: [5, 2, 0] },
      { day: "2025-03-02", total: 0, values: [0, 0, 0] },
      { day: "2025-03-03", total: 1, values: [0, 0, 1] },
    ]);
  });

  it("folds the families beyond six into Other", () => {
    const families = ["a", "b", "c", "d", "e", "f", "g"];
    const stacked = stackFamilies(
      families.map((family, i) => ({ day: "2025-03-01", family, count: 10 - i })),
      ["2025-03-01"],
    );
    expect(stacked.series.map((s) => s.label)).toEqual(["A", "B", "C", "D", "E", "Other"]);
    expect(stacked.series.at(-1)).toEqual({ label: "Other", total: 5 + 4, other: true });
    expect(stacked.days[0]!.values).toEqual([10, 9, 8, 7, 6, 9]);
  });
});
