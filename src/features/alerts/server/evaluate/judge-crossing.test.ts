import { describe, expect, it } from "vitest";
import { judgeCrossing } from "./judge-crossing";

const at = (value: number, level = 100) => ({ value, level });

describe("judgeCrossing (docs/alerts.md#evaluation)", () => {
  it("fires when the price goes from below the level to it or above, not when it stays above", () => {
    expect(judgeCrossing("above", at(99.99), at(100), true)).toMatchObject({ fired: true });
    expect(judgeCrossing("above", at(100), at(101), true)).toMatchObject({ fired: false });
    expect(judgeCrossing("above", at(101), at(99), true)).toMatchObject({ fired: false });
    expect(judgeCrossing("below", at(100.01), at(100), true)).toMatchObject({ fired: true });
  });

  it("fires either way for a target, saying which way it went", () => {
    expect(judgeCrossing("either", at(99), at(101), true)).toEqual({
      fired: true,
      armed: false,
      up: true,
    });
    expect(judgeCrossing("either", at(101), at(99), true)).toMatchObject({
      fired: true,
      up: false,
    });
  });

  it("does not fire again until the price pulled back 0.25 % past the level", () => {
    const fired = judgeCrossing("above", at(99), at(101), true);
    expect(fired.armed).toBe(false);
    // Back to 99.76 is 0.24 % below 100: still disarmed, so crossing up again fires nothing.
    const shallow = judgeCrossing("above", at(101), at(99.76), fired.armed);
    expect(shallow.armed).toBe(false);
    expect(judgeCrossing("above", at(99.76), at(100.5), shallow.armed).fired).toBe(false);
    // 99.75 is exactly 0.25 % below: re-armed, and the next crossing fires.
    const deep = judgeCrossing("above", at(100.5), at(99.75), false);
    expect(deep.armed).toBe(true);
    expect(judgeCrossing("above", at(99.75), at(100.2), deep.armed).fired).toBe(true);
  });

  it("measures a moving level at each quote", () => {
    // The price stays at 100 while its average falls through it: that is a crossing above.
    expect(judgeCrossing("above", at(100, 100.5), at(100, 99.8), true).fired).toBe(true);
  });
});
