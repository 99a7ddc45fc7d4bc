import { describe, expect, it } from "vitest";
import { DEFAULT_FUZZ_CASES, readFuzzSettings, replayHint } from "./fuzz-settings";

describe("the procedure fuzz's seed and count", () => {
  it("draws a new seed from the clock each run, with the default count", () => {
    const first = readFuzzSettings({}, 1_764_000_000_000);
    const next = readFuzzSettings({}, 1_764_000_060_000);
    expect(first.seed).not.toBe(next.seed);
    expect(first.minCases).toBe(DEFAULT_FUZZ_CASES);
  });

  it("replays what a failure printed: FUZZ_SEED and FUZZ_RUNS", () => {
    const failed = readFuzzSettings({}, 1_764_000_000_000);
    const replay = Object.fromEntries(
      replayHint(failed)
        .replace("replay with ", "")
        .split(" ")
        .map((pair) => pair.split("=")),
    );
    expect(readFuzzSettings(replay, 0)).toEqual(failed);
  });

  it("refuses a seed or count that is not a whole number", () => {
    expect(() => readFuzzSettings({ FUZZ_SEED: "abc" })).toThrow(/FUZZ_SEED/);
    expect(() => readFuzzSettings({ FUZZ_RUNS: "1.5" })).toThrow(/FUZZ_RUNS/);
  });
});
