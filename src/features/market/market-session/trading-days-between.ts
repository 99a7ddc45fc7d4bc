import { isTradingDay } from "./is-trading-day";
import { nextTradingDay } from "./next-trading-day";

/** The NYSE trading days from `from` to `to`, both included when they trade, oldest first. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let day = isTradingDay(from) ? from : nextTradingDay(from);
    day <= to;
    day = nextTradingDay(day)
  )
    days.push(day);
  return days;
}
