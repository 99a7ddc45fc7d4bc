import { PostHog } from "posthog-node";
import type { CommonFields, EventCatalogue, EventName } from "@/lib/analytics/event-catalogue";

export type ServerAnalytics = {
  capture<E extends EventName>(
    event: E,
    distinctId: string,
    properties: EventCatalogue[E] & CommonFields,
  ): void;
  shutdown(): Promise<void>;
};

/**
 * Server-side events through posthog-node, sent to our own /ingest like the browser's, so they are
 * stored (and forwarded to PostHog) the same way. Events with no browser behind them (webhooks)
 * carry page_url and session_id null.
 * @see https://posthog.com/docs/libraries/node
 */
export function createServerAnalytics({
  token,
  host,
}: {
  token: string;
  host: string;
}): ServerAnalytics {
  const client = new PostHog(token, { host, flushAt: 20, flushInterval: 1_000 });
  return {
    capture: (event, distinctId, properties) => client.capture({ distinctId, event, properties }),
    shutdown: () => client.shutdown(),
  };
}
