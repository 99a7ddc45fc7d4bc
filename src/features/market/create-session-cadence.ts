import type { MarketSession } from "./live-quote";

/**
 * What a polling feed does at a tick of its timer: ask ("open", a session is open), ask every
 * followed symbol once more ("closing": the regular session or after-hours has just ended, so the
 * day's close and the last after-hours prices are in), or nothing ("closed").
 */
export type CadenceStep = "open" | "closing" | "closed";

/**
 * docs/live-market.md#refresh-cadence: a feed's cadence follows the market session: it asks while
 * a session is open, takes a closing snapshot at the first tick after the regular session or
 * after-hours ends, and asks nothing while the market is closed. Each call is a tick at `at`;
 * the session at `startedAt` counts as the last tick's (a feed quotes everything when it starts).
 */
export function createSessionCadence(
  sessionAt: (at: Date) => MarketSession,
  startedAt = new Date(),
): (at?: Date) => CadenceStep {
  let last = sessionAt(startedAt);
  return (at = new Date()) => {
    const session = sessionAt(at);
    const closing = session !== last && (last === "regular" || last === "post");
    last = session;
    return closing ? "closing" : session === "closed" ? "closed" : "open";
  };
}
