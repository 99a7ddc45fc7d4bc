import { isTradingDay } from "./is-trading-day";
import { newYorkClock } from "./new-york-clock";
import { previousTradingDay } from "./previous-trading-day";
import { sessionPhases } from "./session-phases";

/**
 * The last NYSE trading day ("2021-03-01") whose regular session had ended at `at`: that day
 * itself from its close (13:00 on an early close) on, else the trading day before it.
 */
export function lastClosedTradingDay(at: Date): string {
  const { day, minute } = newYorkClock(at);
  if (isTradingDay(day) && minute >= sessionPhases(day)[1]!.to) return day;
  return previousTradingDay(day);
}
