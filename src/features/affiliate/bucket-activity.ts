export type DayActivity = { day: string; clicks: number; registrations: number; earned: number };

/** Consecutive days summed: `from` and `to` are the first and last day (YYYY-MM-DD), equal for a single day. */
export type ActivityBucket = {
  from: string;
  to: string;
  clicks: number;
  registrations: number;
  earned: number;
};

/**
 * The dashboard's series in buckets of `size` days, counted back from the last day so the newest
 * bucket is whole; the oldest holds what is left. A year's 365 columns would be under a pixel
 * wide on a phone, so the chart shows weeks there.
 */
export function bucketActivity(series: readonly DayActivity[], size: number): ActivityBucket[] {
  const buckets: ActivityBucket[] = [];
  for (let end = series.length; end > 0; end -= size) {
    const days = series.slice(Math.max(0, end - size), end);
    const first = days[0];
    const last = days.at(-1);
    if (!first || !last) continue;
    buckets.unshift({
      from: first.day,
      to: last.day,
      clicks: days.reduce((sum, day) => sum + day.clicks, 0),
      registrations: days.reduce((sum, day) => sum + day.registrations, 0),
      earned: days.reduce((sum, day) => sum + day.earned, 0),
    });
  }
  return buckets;
}
