import { describe, expect, it } from "vitest";
import { judgeScreenChecks, type ScreenMembership } from "./judge-screen-checks";

/** Runs checks in order, each the set of symbols the screen matched, keeping the writes. */
function checks(change: "enter" | "leave" | "either", ...runs: string[][]) {
  let stored: Map<string, ScreenMembership> | null = null;
  return runs.map((run) => {
    const { writes, fired } = judgeScreenChecks(stored, new Set(run), change);
    stored = new Map([...(stored ?? []), ...writes]);
    return fired.map((one) => `${one.entered ? "+" : "-"}${one.symbol}`);
  });
}

describe("judgeScreenChecks (docs/alerts.md#screen-alerts)", () => {
  it("takes the first check as settled and fires after two checks in a row", () => {
    expect(checks("either", ["A"], ["A", "B"], ["A", "B"], ["B"], ["B"])).toEqual([
      [],
      [],
      ["+B"],
      [],
      ["-A"],
    ]);
  });

  it("does not fire for a symbol in for one check only, and fires only the way it watches", () => {
    expect(checks("enter", ["A"], ["A", "B"], ["A"], ["A", "B"], ["A"])).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(checks("enter", ["A"], [], [], ["A"], ["A"])).toEqual([[], [], [], [], ["+A"]]);
    expect(checks("leave", ["A"], [], [], ["A"], ["A"])).toEqual([[], [], ["-A"], [], []]);
  });
});
