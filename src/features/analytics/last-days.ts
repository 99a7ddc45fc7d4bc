const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A range of whole UTC days, both ends included, as the date fields hold it. */
export type DayRange = { from: string; to: string };

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  return { from: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: isoDay(now) };
}
