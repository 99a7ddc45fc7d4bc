import { roundSimulatedPrice } from "../round-simulated-price";
import type { IntradaySession, MinuteDraw } from "./intraday-session";

/** Minutes in a day: a session is over once it has drawn them all. */
export const DAY_MINUTES = 1_440;
/** Extended hours move a fifth as much as the regular session, and the night's news gaps the pre-market open. */
const EXTENDED_SHARE = 0.2;
const OVERNIGHT_SHARE = 0.3;

/**
 * The regular session's U-shaped activity at `position` (0 at the open, 1 at the close): busiest
 * at both ends (2.2× the average), quietest at midday (0.4×), averaging 1 over the session.
 */
const uShape = (position: number) => 0.4 + 1.8 * (2 * position - 1) ** 2;

/** Draws minute `session.minute`: its latent move, and whether, when in it and how much it trades. */
function draw(session: IntradaySession): MinuteDraw {
  const { minute, phases, dailyVolatility, random } = session;
  const phase = phases.find((p) => minute >= p.from && minute < p.to);
  if (!phase) return { move: 0, trade: false, at: 0, size: 0 };
  const length = phase.to - phase.from;
  const regular = phase.session === "regular";
  const weight = regular ? uShape((minute - phase.from) / length) : EXTENDED_SHARE;
  const variance =
    (regular ? dailyVolatility ** 2 * weight : (dailyVolatility * EXTENDED_SHARE) ** 2) / length +
    (minute === phase.from && phase.session === "pre"
      ? (dailyVolatility * OVERNIGHT_SHARE) ** 2
      : 0);
  // Twice the activity: the busiest symbols trade in every minute but the quietest of midday.
  const chance = Math.min(1, 2 * session.activity * weight);
  const move = Math.sqrt(variance) * random.normal();
  const trade = random.uniform() < chance;
  const at = random.uniform();
  // Shares: the minute's part of a usual day, over the chance it trades, so volume averages out.
  const size = regular
    ? Math.round(((session.usualVolume * weight) / length / chance) * (0.5 + random.uniform()))
    : 0;
  return { move, trade, at: trade ? at : 0, size };
}

/**
 * Moves a simulated session forward to `until` (minutes past midnight New York time, fractional):
 * every minute whose trade time has come is applied, in order. Mutates and returns `session`.
 */
export function advanceIntradaySession(session: IntradaySession, until: number): IntradaySession {
  while (session.minute < DAY_MINUTES) {
    session.pending ??= draw(session);
    const { move, trade, at, size } = session.pending;
    if (session.minute + at > until) break;
    session.latent += move;
    if (trade) {
      const price = roundSimulatedPrice(Math.exp(session.latent));
      session.price = price;
      session.tradedAt = session.minute + at;
      session.trades += 1;
      const regular = session.phases[1]!;
      if (session.minute >= regular.from && session.minute < regular.to) {
        session.open ??= price;
        session.high = Math.max(session.high ?? price, price);
        session.low = Math.min(session.low ?? price, price);
        session.volume += size;
        session.lastRegular = price;
      }
    }
    session.minute += 1;
    session.pending = null;
  }
  return session;
}
