const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** The intervals cron keeps evenly, in minutes: what MARKET_REFRESH_MINUTES accepts. */
export const CRON_INTERVAL_MINUTES = [
  5,
  6,
  10,
  12,
  15,
  20,
  30,
  60,
  120,
  180,
  240,
  360,
  480,
  720,
  DAY,
  WEEK,
] as const;

/**
 * A cron expression (UTC) for "every `minutes` minutes", or null when cron cannot keep that interval
 * evenly: a divisor of an hour (at least 5), of a day in whole hours, a day, or a week (Sunday 00:00).
 * "Every 90 minutes" would drift against the hour a cron line is written in, so it is refused.
 */
export function cronEvery(minutes: number): string | null {
  if (!(CRON_INTERVAL_MINUTES as readonly number[]).includes(minutes)) return null;
  if (minutes < HOUR) return `*/${minutes} * * * *`;
  if (minutes < DAY) return `0 */${minutes / HOUR} * * *`;
  return minutes === DAY ? "0 0 * * *" : "0 0 * * 0";
}
