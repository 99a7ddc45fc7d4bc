import { INGEST_PATH } from "./posthog-config";
import { type BeaconIdentity, readBeaconIdentity } from "./provider-identity";
import { handOverWaitingEvents, type WaitingEvent } from "./track";

/** The capture endpoint for `{ api_key, batch }` (posthog-node's shape): /ingest stores and forwards it like the client's. */
const BATCH_PATH = `${INGEST_PATH}/batch/`;

/**
 * Browsers run by programs, which posthog-js refuses unless told to accept them. Its list is
 * longer; these are the ones that run a page's scripts, the only ones that reach this code.
 */
const AUTOMATED = /bot|crawl|spider|headless|lighthouse|prerender/i;

type Options = { token: string; acceptHeadless: boolean };

/** The waiting events in the batch shape /ingest takes, each about `identity`, at the moment it was made. */
export function toBeaconBatch(
  events: WaitingEvent[],
  { distinctId, identified }: BeaconIdentity,
  token: string,
) {
  return {
    api_key: token,
    batch: events.map(({ event, properties, madeAt }) => ({
      uuid: crypto.randomUUID(),
      event,
      timestamp: madeAt.toISOString(),
      distinct_id: distinctId,
      // Guests get no person profile (person_profiles: "identified_only"), as posthog-js would mark them.
      properties: {
        ...properties,
        token,
        distinct_id: distinctId,
        $process_person_profile: identified,
        $lib: "marketdesk-beacon",
        $raw_user_agent: navigator.userAgent,
      },
    })),
  };
}

/**
 * A visitor who leaves before posthog-js has started (it starts some seconds after load,
 * docs/decisions.md#analytics) is still counted: when the page is hidden, the last moment a
 * browser promises to run a page's code (tab closed, app switched, another site opened), the
 * events still waiting go to /ingest in one beacon, which outlives the page. Only a synchronous
 * send does, so this one is not compressed. A refused beacon (over 64 KB) leaves them waiting.
 * Returns what stops it (tests).
 * @see https://developer.chrome.com/docs/web-platform/page-lifecycle-api#advice-hidden
 */
export function sendWaitingByBeacon({ token, acceptHeadless }: Options): () => void {
  if (!acceptHeadless && (navigator.webdriver || AUTOMATED.test(navigator.userAgent)))
    return () => undefined;
  const send = () =>
    handOverWaitingEvents((events) => {
      const body = JSON.stringify(toBeaconBatch(events, readBeaconIdentity(), token));
      return navigator.sendBeacon(BATCH_PATH, new Blob([body], { type: "application/json" }));
    });
  const sendWhenHidden = () => document.visibilityState === "hidden" && send();
  document.addEventListener("visibilitychange", sendWhenHidden);
  window.addEventListener("pagehide", send); // browsers that skip visibilitychange on unload (Safari before 14.1)
  return () => {
    document.removeEventListener("visibilitychange", sendWhenHidden);
    window.removeEventListener("pagehide", send);
  };
}
