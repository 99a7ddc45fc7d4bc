const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "22:30" as minutes after midnight (1350), or null when it is not a 24-hour HH:MM time. */
export function parseClockTime(text: string): number | null {
  const match = HH_MM.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight as "HH:MM". */
export function formatClockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
