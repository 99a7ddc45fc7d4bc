import type { BeforeSendFn } from "posthog-js";
import { whenBrowserIdle } from "@/lib/scheduling/when-browser-idle";
import { logRequestError, posthogSettings } from "./posthog-config";
import {
  markIdentityResetPending,
  rememberProviderIdentity,
  takeIdentityResetPending,
  takePendingDistinctId,
} from "./provider-identity";
import { sendWaitingByBeacon } from "./send-waiting-by-beacon";
import type { PostHog } from "./slim-posthog";
import { setAnalyticsSink } from "./track";

/** How long after the page's load posthog-js waits before it loads (docs/decisions.md#analytics). */
const START_PAUSE_MS = 5_000;

let instance: Promise<PostHog> | null = null;
let startNow: () => void = () => undefined;
const startRequested = new Promise<void>((resolve) => (startNow = resolve));

export type AnalyticsClientOptions = { token: string; acceptHeadless: boolean };

/** The moment a waiting event was made, carried to `before_send` (below) and removed there. */
const MADE_AT = "marketdesk_made_at";

/**
 * posthog-js's `before_send`: an event keeps the moment it was made, not the later one it reached
 * posthog-js (track.ts). Its own `timestamp` capture option would do it, but sends each such event
 * alone: any capture options skip the batch queue.
 * @see https://posthog.com/docs/libraries/js/features#amending-or-sampling-events
 */
const stampWhenMade: BeforeSendFn = (captured) => {
  const madeAt = captured?.properties[MADE_AT];
  if (!captured || typeof madeAt !== "string") return captured;
  delete captured.properties[MADE_AT];
  return { ...captured, timestamp: new Date(madeAt) };
};

const afterStartPause = () =>
  whenBrowserIdle().then(() => new Promise<void>((resolve) => setTimeout(resolve, START_PAUSE_MS)));

/**
 * Loads and starts posthog-js once per tab, 5 s after the page's load at an idle moment (or as soon
 * as a page asks, `requestAnalyticsStart`), so its two long tasks on a phone never compete with the
 * page's own first work and first taps (docs/decisions.md#analytics). Until then events wait
 * (track.ts), page views included, and a visitor who leaves sooner is counted by beacon.
 * React's strict mode mounts twice: the shared promise makes the second call a no-op.
 * @see https://posthog.com/docs/libraries/next-js
 */
export function startAnalyticsClient({
  token,
  acceptHeadless,
}: AnalyticsClientOptions): Promise<PostHog> {
  if (instance) return instance;
  sendWaitingByBeacon({ token, acceptHeadless });
  instance = Promise.race([afterStartPause(), startRequested])
    .then(() => whenBrowserIdle())
    .then(() => import("./slim-posthog"))
    // Started at the idle moment after the one that loaded it: loading the script and starting it
    // are each a long task on a phone, and one after the other they were a single longer one.
    .then(async (loaded) => {
      await whenBrowserIdle();
      return loaded;
    })
    .then(({ posthog, slimPosthogExtensions }) => {
      posthog.init(token, {
        ...posthogSettings,
        // The page views until now wait in track.ts with the rest; posthog-js's own of the page it
        // starts on would count that page twice. Its page views on changes of path start below.
        capture_pageview: false,
        get_device_id: takePendingDistinctId,
        __extensionClasses: slimPosthogExtensions,
        opt_out_useragent_filter: acceptHeadless,
        on_request_error: logRequestError,
        before_send: stampWhenMade,
      });
      if (takeIdentityResetPending()) posthog.reset();
      posthog.set_config({ capture_pageview: posthogSettings.capture_pageview });
      rememberProviderIdentity(posthog);
      setAnalyticsSink((event, properties, madeAt) =>
        posthog.capture(event, { ...properties, [MADE_AT]: madeAt.toISOString() }),
      );
      return posthog;
    });
  return instance;
}

/** Starts posthog-js without the pause, for a page that needs its answer (an experiment's flag). */
export function requestAnalyticsStart(): void {
  startNow();
}

/** Runs `use` with the client once it has started; nothing happens when it never does. */
export function withAnalyticsClient(use: (posthog: PostHog) => void): void {
  void instance?.then(use);
}

/**
 * Makes the next person on this device anonymous (a sign-out): now when posthog-js runs, or when it
 * next starts, on this page or a later one; beacons until then no longer name the person.
 */
export function resetAnalyticsIdentity(): void {
  markIdentityResetPending();
  withAnalyticsClient((posthog) => {
    if (!takeIdentityResetPending()) return; // the start already did it
    posthog.reset();
    rememberProviderIdentity(posthog);
  });
}
