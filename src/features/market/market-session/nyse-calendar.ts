/**
 * NYSE's full holidays and early closes, 2021–2030 (docs/live-market.md#market-sessions), from the
 * NYSE's published "Holidays and Trading Hours" (nyse.com/markets/hours-calendars) and its Rule
 * 7.2 where a year is not published yet:
 * - closed on New Year's Day, Martin Luther King Jr. Day, Washington's Birthday, Good Friday,
 *   Memorial Day, Juneteenth (from 2022), Independence Day, Labor Day, Thanksgiving and Christmas;
 * - a holiday on a Sunday is observed the Monday after, one on a Saturday the Friday before, except
 *   New Year's Day (the Friday before ends the accounting year, so it stays open);
 * - closes at 13:00 (after-hours until 17:00) on July 3 and December 24 when they are ordinary
 *   weekdays with July 4 on a weekday, and on the day after Thanksgiving;
 * - the exchange's one-off closures are added as it announces them (2025-01-09, a national day of
 *   mourning).
 * To add a year: copy the dates from nyse.com (or apply the rules above), append them in order, and
 * raise CALENDAR_LAST_YEAR; market-session.test.ts checks every year's count and weekdays.
 */
export const CALENDAR_FIRST_YEAR = 2021;
export const CALENDAR_LAST_YEAR = 2030;

// biome-ignore format: one year a line
export const NYSE_HOLIDAYS: ReadonlySet<string> = new Set([
  "2021-01-01", "2021-01-18", "2021-02-15", "2021-04-02", "2021-05-31", "2021-07-05", "2021-09-06", "2021-11-25", "2021-12-24",
  "2022-01-17", "2022-02-21", "2022-04-15", "2022-05-30", "2022-06-20", "2022-07-04", "2022-09-05", "2022-11-24", "2022-12-26",
  "2023-01-02", "2023-01-16", "2023-02-20", "2023-04-07", "2023-05-29", "2023-06-19", "2023-07-04", "2023-09-04", "2023-11-23", "2023-12-25",
  "2024-01-01", "2024-01-15", "2024-02-19", "2024-03-29", "2024-05-27", "2024-06-19", "2024-07-04", "2024-09-02", "2024-11-28", "2024-12-25",
  "2025-01-01", "2025-01-09", "2025-01-20", "2025-02-17", "2025-04-18", "2025-05-26", "2025-06-19", "2025-07-04", "2025-09-01", "2025-11-27", "2025-12-25",
  "2026-01-01", "2026-01-19", "2026-02-16", "2026-04-03", "2026-05-25", "2026-06-19", "2026-07-03", "2026-09-07", "2026-11-26", "2026-12-25",
  "2027-01-01", "2027-01-18", "2027-02-15", "2027-03-26", "2027-05-31", "2027-06-18", "2027-07-05", "2027-09-06", "2027-11-25", "2027-12-24",
  "2028-01-17", "2028-02-21", "2028-04-14", "2028-05-29", "2028-06-19", "2028-07-04", "2028-09-04", "2028-11-23", "2028-12-25",
  "2029-01-01", "2029-01-15", "2029-02-19", "2029-03-30", "2029-05-28", "2029-06-19", "2029-07-04", "2029-09-03", "2029-11-22", "2029-12-25",
  "2030-01-01", "2030-01-21", "2030-02-18", "2030-04-19", "2030-05-27", "2030-06-19", "2030-07-04", "2030-09-02", "2030-11-28", "2030-12-25",
]);

// biome-ignore format: one year a line
export const NYSE_EARLY_CLOSES: ReadonlySet<string> = new Set([
  "2021-11-26",
  "2022-11-25",
  "2023-07-03", "2023-11-24",
  "2024-07-03", "2024-11-29", "2024-12-24",
  "2025-07-03", "2025-11-28", "2025-12-24",
  "2026-11-27", "2026-12-24",
  "2027-11-26",
  "2028-07-03", "2028-11-24",
  "2029-07-03", "2029-11-23", "2029-12-24",
  "2030-07-03", "2030-11-29", "2030-12-24",
]);
