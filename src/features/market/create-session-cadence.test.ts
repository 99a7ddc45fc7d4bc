import { describe, expect, it } from "vitest";
import { createSessionCadence } from "./create-session-cadence";
import type { MarketSession } from "./live-quote";

/** The cadence over a scripted day: each tick is the next session of `sessions`. */
function ticks(started: MarketSession, sessions: MarketSession[]) {
  let current = started;
  const cadence = createSessionCadence(() => current);
  return sessions.map((session) => {
    current = session;
    return cadence();
  });
}

describe("a feed's cadence follows the session (docs/live-market.md#refresh-cadence)", () => {
  it("asks while open, once more after the regular session and after-hours end, never while closed", () => {
    const day = "closed pre pre regular regular post post closed closed".split(" ");
    const steps = "closed open open open open closing open closing closed".split(" ");
    expect(ticks("closed", day as MarketSession[])).toEqual(steps);
  });

  it("takes no closing snapshot for a feed started while closed, and one for a feed started just before the end", () => {
    expect(ticks("closed", ["closed", "closed"])).toEqual(["closed", "closed"]);
    expect(ticks("post", ["closed", "closed"])).toEqual(["closing", "closed"]);
  });

  it("takes it when a long poll's tick skips after-hours altogether", () => {
    expect(ticks("regular", ["closed", "closed"])).toEqual(["closing", "closed"]);
  });
});
