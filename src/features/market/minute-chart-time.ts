import { newYorkClock } from "./market-session";

/** An instant on the chart's intraday time axis (chart-bar.ts): its New York day and wall-clock minute, as UTC seconds. */
export function minuteChartTime(at: Date): { date: string; time: number } {
  const { day, minute } = newYorkClock(at);
  return { date: day, time: Date.parse(`${day}T00:00:00Z`) / 1_000 + Math.floor(minute) * 60 };
}
