/**
 * How many times its last fold's length the writer waits between the starts of two folds: the
 * folds then take at most a twentieth of the database's time, so at most one screener call in
 * twenty meets one, and the screener's p95 under a ticking universe stays its own
 * (docs/live-market.md#the-live-path-feed--database--page, bench/README.md#benchquotes).
 */
export const FOLD_SPACING = 20;
/** However long folds take, the screener's sorts and filters are never further behind than this. */
export const LONGEST_FOLD_WAIT_MS = 60_000;

/**
 * The wait from one fold's start to the next: the configured `foldMs`, or longer when the last
 * fold took more than a twentieth of it (a universe of quotes on a busy database).
 */
export function foldSpacingMs({ foldMs, lastFoldMs }: { foldMs: number; lastFoldMs: number }) {
  return Math.max(foldMs, Math.min(LONGEST_FOLD_WAIT_MS, FOLD_SPACING * lastFoldMs));
}
