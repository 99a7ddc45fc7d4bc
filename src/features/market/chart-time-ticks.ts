import { formatTickMark } from "@/lib/format/format-bar-date";

export type TimeTick = { index: number; label: string };

/** Every how many months a label may fall: each month, every second, each quarter, half-year, year. */
const MONTH_STEPS = [1, 2, 3, 6, 12] as const;

/**
 * Where a daily chart's time axis is labelled, as trading charts do it: at the first session of a
 * month ("Nov"), or of a year ("2021"), thinned to every 2nd, 3rd, 6th or 12th month until at
 * most `maxTicks` remain; a range within about one month is labelled every few sessions by its
 * day of the month ("8"), its month's first session by the month. `dates` are "2020-11-06", oldest first.
 */
export function chartTimeTicks(dates: readonly string[], maxTicks: number): TimeTick[] {
  if (maxTicks < 1) return [];
  const starts: { index: number; month: number; newYear: boolean }[] = [];
  for (let index = 1; index < dates.length; index += 1) {
    const [date, previous] = [dates[index]!, dates[index - 1]!];
    if (date.slice(0, 7) === previous.slice(0, 7)) continue;
    starts.push({
      index,
      month: Number(date.slice(5, 7)) - 1,
      newYear: date.slice(0, 4) !== previous.slice(0, 4),
    });
  }
  const labelStart = ({ index, newYear }: { index: number; newYear: boolean }): TimeTick => ({
    index,
    label: formatTickMark(dates[index]!, newYear ? "year" : "month"),
  });
  if (starts.length >= 2) {
    for (const step of MONTH_STEPS) {
      const kept = starts.filter((start) => start.newYear || start.month % step === 0);
      if (kept.length <= maxTicks) return kept.map(labelStart);
    }
    return starts
      .filter((start) => start.newYear)
      .filter((_, at, all) => at % Math.ceil(all.length / maxTicks) === 0)
      .map(labelStart);
  }
  // Month starts keep their name; the other labels fall every few sessions counted back from the
  // latest, so the newest days are labelled, and not beside a month's name.
  for (let every = Math.max(1, Math.ceil(dates.length / maxTicks)); ; every += 1) {
    const days: TimeTick[] = [];
    for (let index = dates.length - 1; index >= 0; index -= every) {
      if (!starts.some((start) => Math.abs(start.index - index) <= every / 2))
        days.push({ index, label: formatTickMark(dates[index]!, "day") });
    }
    const ticks = [...starts.map(labelStart), ...days].sort((a, b) => a.index - b.index);
    if (ticks.length <= maxTicks) return ticks;
  }
}
