import type { MarketSession } from "../live-quote";
import { NYSE_EARLY_CLOSES } from "./nyse-calendar";

/** A phase of a trading day, in minutes past midnight New York time: from inclusive, to exclusive. */
export type SessionPhase = { session: Exclude<MarketSession, "closed">; from: number; to: number };

const PRE_OPEN = 4 * 60;
const REGULAR_OPEN = 9 * 60 + 30;

/**
 * docs/live-market.md#market-sessions: pre-market 4:00–9:30, regular 9:30–16:00, after-hours
 * 16:00–20:00; on an early close the regular session ends at 13:00 and after-hours at 17:00.
 */
export function sessionPhases(day: string): readonly SessionPhase[] {
  const close = NYSE_EARLY_CLOSES.has(day) ? 13 * 60 : 16 * 60;
  return [
    { session: "pre", from: PRE_OPEN, to: REGULAR_OPEN },
    { session: "regular", from: REGULAR_OPEN, to: close },
    { session: "post", from: close, to: close + 4 * 60 },
  ];
}
