/** docs/behaviour.md#constants: one event per metric and 100 ms bucket within 5 seconds. */
export const PERFORMANCE_BUCKET_MS = 100;
export const PERFORMANCE_DEDUPE_WINDOW_MS = 5_000;

/**
 * Decides whether a performance event is new: one whose metric and `floor(value / 100)` bucket
 * were sent in the last 5 seconds is dropped.
 */
export function createPerformanceDeduper(now: () => number = Date.now) {
  const lastSent = new Map<string, number>();
  return function shouldSend(metric: string, value: number): boolean {
    const key = `${metric}:${Math.floor(value / PERFORMANCE_BUCKET_MS)}`;
    const time = now();
    const previous = lastSent.get(key);
    if (previous !== undefined && time - previous < PERFORMANCE_DEDUPE_WINDOW_MS) return false;
    lastSent.set(key, time);
    return true;
  };
}
