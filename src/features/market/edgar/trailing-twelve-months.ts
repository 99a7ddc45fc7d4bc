import type { CompanyFact, FiledFigure } from "./read-facts";

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const time = (date: string) => Date.parse(date);
/** 52/53-week fiscal years and quarters end a few days from a calendar's: dates this close are the same boundary. */
const near = (a: number, b: number) => Math.abs(a - b) <= 7 * DAY;
const lengthOf = (fact: Period) => time(fact.end) - time(fact.start);

type Period = CompanyFact & { start: string };

/** Each period once, as its latest filing gives it: a later 10-K's comparative restates an earlier one. */
function latestPerPeriod(facts: CompanyFact[]): Period[] {
  const byPeriod = new Map<string, Period>();
  for (const fact of facts) {
    if (fact.start === undefined || !/^10-[KQ]/.test(fact.form)) continue;
    const key = `${fact.start}/${fact.end}`;
    const known = byPeriod.get(key);
    if (!known || fact.filed > known.filed) byPeriod.set(key, { ...fact, start: fact.start });
  }
  return [...byPeriod.values()];
}

const latestEnding = (periods: Period[]) =>
  periods.reduce<Period | undefined>(
    (best, p) => (!best || p.end > best.end ? p : best),
    undefined,
  );

const growth = (now: number, before: number | undefined) =>
  before === undefined || before <= 0 ? null : ((now - before) / before) * 100;

/**
 * A flow's trailing twelve months from 10-K and 10-Q facts: the last fiscal year, plus the year to
 * date since it, less the same months a year before (10-Qs report year-to-date figures with their
 * comparatives, and no filing reports a fourth quarter alone). Without a year to date (or its
 * comparative) the last fiscal year is the figure. `growthPct` compares the latest period (the year
 * to date, else the year) with the same period a year before: null without it or when it was ≤ 0.
 */
export function trailingTwelveMonths(
  facts: CompanyFact[],
): (FiledFigure & { growthPct: number | null }) | null {
  const periods = latestPerPeriod(facts);
  const years = periods.filter((p) => lengthOf(p) >= 350 * DAY && lengthOf(p) <= 380 * DAY);
  const year = latestEnding(years);
  if (!year) return null;
  const yearEnd = time(year.end);
  const toDate = latestEnding(
    periods.filter(
      (p) => near(time(p.start), yearEnd + DAY) && time(p.end) > yearEnd && lengthOf(p) < 350 * DAY,
    ),
  );
  const before =
    toDate &&
    periods.find(
      (p) => near(time(p.start), time(year.start)) && near(time(p.end), time(toDate.end) - YEAR),
    );
  if (toDate && before)
    return {
      value: year.val + toDate.val - before.val,
      periodEnd: toDate.end,
      filed: toDate.filed,
      growthPct: growth(toDate.val, before.val),
    };
  const yearBefore = years.find((p) => near(time(p.end), yearEnd - YEAR));
  return {
    value: year.val,
    periodEnd: year.end,
    filed: year.filed,
    growthPct: growth(year.val, yearBefore?.val),
  };
}
