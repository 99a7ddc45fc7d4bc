import { isTradingDay } from "./is-trading-day";
import { previousTradingDay } from "./previous-trading-day";

/** The `count` NYSE trading days ending on `end` (itself when it trades), oldest first. */
export function tradingDaysEndingOn(end: string, count: number): string[] {
  const days: string[] = [];
  let day = isTradingDay(end) ? end : previousTradingDay(end);
  while (days.length < count) {
    days.push(day);
    day = previousTradingDay(day);
  }
  return days.reverse();
}
