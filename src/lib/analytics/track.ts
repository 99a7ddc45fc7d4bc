import type { UserType } from "@/server/db/enums";
import { buildCommonFields } from "./common-fields";
import type { CommonFields, EventCatalogue, EventName } from "./event-catalogue";

/** Where an event goes, with the moment it was made (a waiting event is sent later than that). */
export type AnalyticsSink = (
  event: string,
  properties: Record<string, unknown>,
  madeAt: Date,
) => void;
export type WaitingEvent = { event: string; properties: Record<string, unknown>; madeAt: Date };

/** Events made before the provider is ready wait here (at most 1,000, like posthog-js's own buffers). */
const waiting: WaitingEvent[] = [];
const MAX_WAITING = 1_000;

let sink: AnalyticsSink | null = null;
let currentUserType: UserType = "guest";

/** Where events go: posthog-js once it has started (or a test's recorder). Waiting events go first. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
  if (!sink) return;
  for (const { event, properties, madeAt } of waiting.splice(0)) sink(event, properties, madeAt);
}

/**
 * Hands the events still waiting to `send` (the page is being left before the provider started:
 * send-waiting-by-beacon.ts); they are forgotten here only when it says they went.
 */
export function handOverWaitingEvents(send: (events: WaitingEvent[]) => boolean): void {
  if (sink || waiting.length === 0) return;
  if (send([...waiting])) waiting.length = 0;
}

/** The user type stamped on events from now on (docs/behaviour.md#analytics-events: guest unless a session says otherwise). */
export function setAnalyticsUserType(userType: UserType): void {
  currentUserType = userType;
}

function send(event: string, properties: Record<string, unknown>, madeAt: Date): void {
  if (sink) sink(event, properties, madeAt);
  else if (waiting.push({ event, properties, madeAt }) > MAX_WAITING) waiting.shift();
}

/**
 * The one way the product records an analytics event (docs/behaviour.md#analytics-events). The common fields are added here;
 * an event's own fields win where they overlap (an auth event carries the user_type it is about).
 */
export function track<E extends EventName>(
  event: E,
  properties: EventCatalogue[E] & Partial<CommonFields>,
): void {
  const madeAt = new Date();
  send(event, { ...buildCommonFields(currentUserType, madeAt), ...properties }, madeAt);
}

/**
 * The provider's page view of the page now shown, made here only until posthog-js has started:
 * from then on it records them itself, on each change of path (docs/decisions.md#analytics). A
 * page opened in a background tab is viewed when it is first shown, as posthog-js counts it.
 */
export function trackPageViewUntilStarted(): void {
  if (!sink) trackPageViewWhenShown();
}

/** Also after posthog-js has started meanwhile: it does not record the view of the page it started on. */
function trackPageViewWhenShown(): void {
  if (document.visibilityState === "hidden")
    return void document.addEventListener("visibilitychange", trackPageViewWhenShown, {
      once: true,
    });
  send(
    "$pageview",
    {
      $current_url: location.href,
      $host: location.host,
      $pathname: location.pathname,
      title: document.title,
    },
    new Date(),
  );
}
