/** The calendar day `days` after `day` (before, when negative), both as "2021-03-01". */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
