import type { AnalyticsDashboard } from "./server/data";

/** How many families get their own colour; the rest are summed as "Other" (src/components/ui/series-colours.ts). */
const MAX_SERIES = 6;

const familyNames: Record<string, string> = {
  pageview: "Page views",
  business_metric: "Business metrics",
};
const nameOf = (family: string) =>
  familyNames[family] ?? `${family.charAt(0).toUpperCase()}${family.slice(1).replaceAll("_", " ")}`;

export type StackedDays = {
  series: Array<{ label: string; total: number; other: boolean }>;
  days: Array<{ day: string; total: number; values: number[] }>;
};

/**
 * The events-per-day rows as a stacked chart reads them: one series per family, the biggest first
 * (the bottom of each column), beyond six folded into "Other"; one entry per day of the range, a
 * quiet day with zeros.
 */
export function stackFamilies(perDay: AnalyticsDashboard["perDay"], days: string[]): StackedDays {
  const totals = new Map<string, number>();
  for (const row of perDay) totals.set(row.family, (totals.get(row.family) ?? 0) + row.count);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const own = ranked.length > MAX_SERIES ? ranked.slice(0, MAX_SERIES - 1) : ranked;
  const index = new Map(own.map(([family], i) => [family, i]));
  const series = own.map(([family, total]) => ({ label: nameOf(family), total, other: false }));
  if (ranked.length > own.length)
    series.push({
      label: "Other",
      other: true,
      total: ranked.slice(own.length).reduce((sum, [, total]) => sum + total, 0),
    });

  const byDay = new Map(days.map((day) => [day, { day, total: 0, values: series.map(() => 0) }]));
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    const at = index.get(row.family) ?? own.length;
    entry.values[at] = (entry.values[at] ?? 0) + row.count;
    entry.total += row.count;
  }
  return { series, days: [...byDay.values()] };
}
