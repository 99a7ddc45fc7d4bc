import { env } from "@/env";
import { INGEST_PATH } from "@/lib/analytics/posthog-config";
import { processSingleton } from "@/server/process-singleton";
import { createServerAnalytics, type ServerAnalytics } from "./create-server-analytics";

/** The process's server analytics client, or null when no project token is configured. */
export function getServerAnalytics(): ServerAnalytics | null {
  return processSingleton("serverAnalytics", () =>
    env.POSTHOG_KEY
      ? createServerAnalytics({
          token: env.POSTHOG_KEY,
          host: `http://127.0.0.1:${env.PORT}${INGEST_PATH}`,
        })
      : null,
  );
}
