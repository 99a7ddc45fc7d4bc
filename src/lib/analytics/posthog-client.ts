import type { PostHog } from "./slim-posthog";
import { logRequestError, posthogSettings } from "./posthog-config";
import { setAnalyticsSink } from "./track";
import { whenBrowserIdle } from "@/lib/scheduling/when-browser-idle";

let instance: Promise<PostHog> | null = null;

export type AnalyticsClientOptions = { token: string; acceptHeadless: boolean };

/**
 * Loads and starts posthog-js once per tab, when the browser is idle after the page has loaded, so
 * it never competes with the page's own first work; events made before then wait (track.ts). Not
 * later: a visitor who leaves sooner would go uncounted (docs/decisions.md#analytics).
 * React's strict mode mounts twice: the shared promise makes the second call a no-op.
 * @see https://posthog.com/docs/libraries/next-js
 */
export function startAnalyticsClient({ token, acceptHeadless }: AnalyticsClientOptions): Promise<PostHog> {
  instance ??= whenBrowserIdle()
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
        __extensionClasses: slimPosthogExtensions,
        opt_out_useragent_filter: acceptHeadless,
        on_request_error: logRequestError,
      });
      setAnalyticsSink((event, properties) => posthog.capture(event, properties));
      return posthog;
    });
  return instance;
}

/** Runs `use` with the client once it has started; nothing happens when it never does. */
export function withAnalyticsClient(use: (posthog: PostHog) => void): void {
  void instance?.then(use);
}
