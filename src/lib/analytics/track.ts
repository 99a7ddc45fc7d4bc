/**
 * The one way the product records an analytics event. Until the analytics layer lands (#4), events
 * are kept in this tab's memory, where unit tests read them; nothing is exposed on `window`.
 */
export type TrackedEvent = { event: string; properties: Record<string, unknown> };

const recorded: TrackedEvent[] = [];

export function track(event: string, properties: Record<string, unknown>): void {
  recorded.push({ event, properties: { user_type: "guest", timestamp: new Date().toISOString(), ...properties } });
}

/** What was tracked in this tab so far, oldest first. */
export function getTrackedEvents(): readonly TrackedEvent[] {
  return recorded;
}
