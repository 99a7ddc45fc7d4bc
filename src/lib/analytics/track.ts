import type { UserType } from "@/server/db/enums";
import { buildCommonFields } from "./common-fields";
import type { CommonFields, EventCatalogue, EventName } from "./event-catalogue";

export type AnalyticsSink = (event: string, properties: Record<string, unknown>) => void;

/** Events made before the provider is ready wait here (at most 1,000, like posthog-js's own buffers). */
const waiting: Array<[string, Record<string, unknown>]> = [];
const MAX_WAITING = 1_000;
const WAITING_KEY = "marketdesk_events_waiting";

/**
 * A visitor who leaves before posthog-js has loaded (a bounce, a quick full-page navigation)
 * would lose the first page's events: they are kept in the tab's sessionStorage and sent from the
 * next page instead.
 */
if (typeof window !== "undefined") {
  try {
    waiting.push(...(JSON.parse(sessionStorage.getItem(WAITING_KEY) ?? "[]") as typeof waiting));
    sessionStorage.removeItem(WAITING_KEY);
  } catch {
    // storage refused or a corrupt value: nothing was waiting
  }
  window.addEventListener("pagehide", () => {
    try {
      if (!sink && waiting.length > 0) sessionStorage.setItem(WAITING_KEY, JSON.stringify(waiting));
    } catch {
      // storage refused: these events are lost, as they would be without it
    }
  });
}
let sink: AnalyticsSink | null = null;
let currentUserType: UserType = "guest";

/** Where events go: posthog-js once it has loaded (or a test's recorder). Waiting events go first. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
  if (!sink) return;
  for (const [event, properties] of waiting.splice(0)) sink(event, properties);
}

/** The user type stamped on events from now on (docs/behaviour.md#analytics-events: guest unless a session says otherwise). */
export function setAnalyticsUserType(userType: UserType): void {
  currentUserType = userType;
}

/**
 * The one way the product records an analytics event (docs/behaviour.md#analytics-events). The common fields are added here;
 * an event's own fields win where they overlap (an auth event carries the user_type it is about).
 */
export function track<E extends EventName>(event: E, properties: EventCatalogue[E] & Partial<CommonFields>): void {
  const payload = { ...buildCommonFields(currentUserType), ...properties };
  if (sink) sink(event, payload);
  else if (waiting.push([event, payload]) > MAX_WAITING) waiting.shift();
}
