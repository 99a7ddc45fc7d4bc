import { env } from "@/env";
import { INGEST_PATH } from "@/lib/analytics/posthog-config";
import { createServerAnalytics, type ServerAnalytics } from "./create-server-analytics";

const globalForAnalytics = globalThis as unknown as {
  marketdeskServerAnalytics?: ServerAnalytics | null;
};

/** The process's server analytics client, or null when no project token is configured. */
export function getServerAnalytics(): ServerAnalytics | null {
  if (globalForAnalytics.marketdeskServerAnalytics === undefined) {
    globalForAnalytics.marketdeskServerAnalytics = env.POSTHOG_KEY
      ? createServerAnalytics({
          token: env.POSTHOG_KEY,
          host: `http://127.0.0.1:${env.PORT}${INGEST_PATH}`,
        })
      : null;
  }
  return globalForAnalytics.marketdeskServerAnalytics;
}
