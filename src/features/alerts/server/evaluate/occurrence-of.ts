import { marketSessionAt } from "@/features/market";
import { ALERT_EVERY_WINDOW_MS, type AlertFrequency } from "../../alert-kinds";

/** Sessions change on whole minutes: a batch's quotes share a few, so the last minute's day is kept. */
let lastMinute = Number.NaN;
let lastDay = "";
function tradingDayOf(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = marketSessionAt(at).tradingDay;
    lastMinute = minute;
  }
  return lastDay;
}

/**
 * docs/alerts.md#frequency-and-cooldown: the key that makes a firing once per occurrence — "once" for the
 * alert's life, the quote's trading day for once a day, or the ALERT_EVERY_WINDOW_MS window of the
 * quote's time (its start, ISO) for every crossing. Quote time, not the clock: two nodes judging
 * the same quote get the same key, however late either is.
 */
export function occurrenceOf(frequency: AlertFrequency, quoteAsOf: Date): string {
  if (frequency === "once") return "once";
  if (frequency === "daily") return tradingDayOf(quoteAsOf);
  const start = Math.floor(quoteAsOf.getTime() / ALERT_EVERY_WINDOW_MS) * ALERT_EVERY_WINDOW_MS;
  return new Date(start).toISOString();
}
