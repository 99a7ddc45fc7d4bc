import { describe, expect, it } from "vitest";
import { FOLD_SPACING, foldSpacingMs, LONGEST_FOLD_WAIT_MS } from "./fold-spacing";

describe("foldSpacingMs", () => {
  it("keeps the configured wait while folds are short", () => {
    expect(foldSpacingMs({ foldMs: 5_000, lastFoldMs: 0 })).toBe(5_000);
    expect(foldSpacingMs({ foldMs: 5_000, lastFoldMs: 250 })).toBe(5_000);
  });

  it("spaces long folds so they take at most a twentieth of the time", () => {
    expect(foldSpacingMs({ foldMs: 5_000, lastFoldMs: 600 })).toBe(600 * FOLD_SPACING);
    expect(foldSpacingMs({ foldMs: 5_000, lastFoldMs: 900 })).toBe(18_000);
  });

  it("never waits more than a minute, nor less than configured", () => {
    expect(foldSpacingMs({ foldMs: 5_000, lastFoldMs: 10_000 })).toBe(LONGEST_FOLD_WAIT_MS);
    expect(foldSpacingMs({ foldMs: 120_000, lastFoldMs: 10_000 })).toBe(120_000);
  });
});
