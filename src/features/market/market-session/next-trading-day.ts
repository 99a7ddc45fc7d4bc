import { isTradingDay } from "./is-trading-day";
import { shiftDay } from "./shift-day";

/** The first NYSE trading day after `day` ("2021-03-01"). */
export function nextTradingDay(day: string): string {
  let next = shiftDay(day, 1);
  while (!isTradingDay(next)) next = shiftDay(next, 1);
  return next;
}
