import { NYSE_HOLIDAYS } from "./nyse-calendar";

/**
 * Whether the NYSE trades on `day` ("2021-03-01"): a weekday that is not one of its holidays.
 * Past the maintained years every weekday counts: their holidays are not known yet.
 */
export function isTradingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !NYSE_HOLIDAYS.has(day);
}
