import type { SessionPhase } from "../market-session";

/** What a minute of a simulated session drew: the latent move, and whether and when it traded. */
export type MinuteDraw = { move: number; trade: boolean; at: number; size: number };

/**
 * One symbol's simulated trading day (docs/live-market.md#the-simulated-market), advanced minute by
 * minute of New York time by advanceIntradaySession. Every draw comes from the symbol's and day's
 * own seed in minute order, so the state at a minute is the same however it was reached: the feed
 * ticking each second, a restart fast-forwarding, or the chart asking for today's bar.
 */
export type IntradaySession = {
  symbol: string;
  day: string;
  phases: readonly SessionPhase[];
  previousClose: number;
  /** When `previousClose` was made: the as-of time before the day's first trade. */
  previousCloseAt: Date;
  dailyVolatility: number;
  usualVolume: number;
  /** The chance of a trade in an average regular minute (0.02 for the illiquid … 1). */
  activity: number;
  random: { uniform(): number; normal(): number };
  /** The price's logarithm, moving every minute; a trade reveals it. */
  latent: number;
  price: number;
  /** Minutes past midnight of the last trade, or null before the day's first. */
  tradedAt: number | null;
  trades: number;
  open: number | null;
  high: number | null;
  low: number | null;
  volume: number;
  /** The regular session's last trade: the day's close once it ends. */
  lastRegular: number | null;
  /** The next minute to draw, and its draw once made (it applies at minute + `at`). */
  minute: number;
  pending: MinuteDraw | null;
};
