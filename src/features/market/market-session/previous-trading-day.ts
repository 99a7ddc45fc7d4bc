import { isTradingDay } from "./is-trading-day";
import { shiftDay } from "./shift-day";

/** The last NYSE trading day before `day` ("2021-03-01"). */
export function previousTradingDay(day: string): string {
  let previous = shiftDay(day, -1);
  while (!isTradingDay(previous)) previous = shiftDay(previous, -1);
  return previous;
}
