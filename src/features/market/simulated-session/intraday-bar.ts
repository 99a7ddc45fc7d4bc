import type { DailyBar } from "../simulate-daily-bars";
import type { IntradaySession } from "./intraday-session";

/**
 * A simulated session's daily bar so far (the day's own once it has closed): its regular
 * session's open, high, low, last and volume; a day without a regular trade stays at the close
 * before it.
 */
export function intradayBar(session: IntradaySession): DailyBar {
  const close = session.lastRegular ?? session.previousClose;
  const open = session.open ?? close;
  return {
    date: session.day,
    open,
    high: session.high ?? Math.max(open, close),
    low: session.low ?? Math.min(open, close),
    close,
    volume: session.volume,
  };
}
