import { retryAfterSeconds } from "./retry-after-seconds";

/** "Try again in 14 minutes." — the wait a limited person is told, rounded up from the Retry-After seconds. */
export function describeWait(milliseconds: number): string {
  const seconds = Number(retryAfterSeconds(milliseconds));
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  const hours = Math.ceil(minutes / 60);
  return `Try again in ${hours} hour${hours === 1 ? "" : "s"}.`;
}
