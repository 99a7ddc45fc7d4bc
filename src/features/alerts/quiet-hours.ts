/** A person's quiet hours: minutes after local midnight in their time zone; null when none are set. */
export type QuietHours = { timeZone: string; start: number | null; end: number | null };

const MINUTES_PER_DAY = 1_440;

/** Minutes after local midnight of `at` in `timeZone`. */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return read("hour") * 60 + read("minute");
}

/** Whether local minute `minute` falls in [start, end), which may run across midnight (22:00–07:00). */
export function isQuietMinute(minute: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * When the quiet hours around `now` end, or null when `now` is not in them (docs/alerts.md#quiet-hours).
 * The end is the next local `end` minute after `now`; a daylight-saving change in between is
 * corrected by reading the candidate's local time again.
 */
export function quietHoursEnd(now: Date, quiet: QuietHours): Date | null {
  if (quiet.start === null || quiet.end === null) return null;
  const minute = localMinutes(now, quiet.timeZone);
  if (!isQuietMinute(minute, quiet.start, quiet.end)) return null;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  const wait = (quiet.end - minute + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  let candidate = startOfMinute + wait * 60_000;
  const drift = localMinutes(new Date(candidate), quiet.timeZone) - quiet.end;
  if (drift !== 0 && Math.abs(drift) <= 120) candidate -= drift * 60_000;
  return new Date(candidate);
}
