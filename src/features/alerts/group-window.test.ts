import { describe, expect, it } from "vitest";
import { groupDueAt, splitByGroupWindow } from "./group-window";

describe("splitByGroupWindow (docs/alerts.md#grouping)", () => {
  it("sends the first two of a quiet window at once and gathers the rest", () => {
    expect(splitByGroupWindow(0, ["a", "b", "c", "d"])).toEqual({
      atOnce: ["a", "b"],
      grouped: ["c", "d"],
    });
  });

  it("counts what the window already delivered", () => {
    expect(splitByGroupWindow(1, ["a", "b"])).toEqual({ atOnce: ["a"], grouped: ["b"] });
    expect(splitByGroupWindow(2, ["a"])).toEqual({ atOnce: [], grouped: ["a"] });
    expect(splitByGroupWindow(7, ["a"])).toEqual({ atOnce: [], grouped: ["a"] });
  });

  it("sends two triggers of one window without grouping", () => {
    expect(splitByGroupWindow(0, ["a", "b"])).toEqual({ atOnce: ["a", "b"], grouped: [] });
  });

  it("delivers a group a minute after its first gathered trigger", () => {
    expect(groupDueAt(new Date("2025-03-03T15:00:30Z")).toISOString()).toBe(
      "2025-03-03T15:01:30.000Z",
    );
  });
});
