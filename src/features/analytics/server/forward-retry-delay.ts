/**
 * Seconds before a kept capture batch is sent again after its `attempts`-th failure: a minute,
 * doubling, at most an hour apart. PostHog back after a short outage gets the backlog within a
 * minute or two; one down for hours is asked once an hour, not hammered.
 */
export function forwardRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 3_600);
}
