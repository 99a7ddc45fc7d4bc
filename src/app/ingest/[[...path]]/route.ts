import { env } from "@/env";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { INGEST_PATH } from "@/lib/analytics/posthog-config";
import { getDb } from "@/server/db/get-database";
import { registerDirectRoute } from "@/server/http/direct-route";
import { logger } from "@/server/logger";

export const dynamic = "force-dynamic";

let handler: ReturnType<typeof createIngestHandler> | undefined;

/** Made on first request: the token is provided when the server starts, never at build time. */
function getHandler() {
  if (!env.POSTHOG_KEY)
    throw new Error("POSTHOG_KEY is not set: `npm start` provides one in the embedded mode.");
  handler ??= createIngestHandler({
    getDb,
    token: env.POSTHOG_KEY,
    storeEvents: env.ANALYTICS_STORE,
    posthogHost: env.POSTHOG_HOST,
    log: logger.child({ route: "ingest" }),
  });
  return handler;
}

const answer = (request: Request) => getHandler()(request);
// Once Next has loaded this module, the server answers analytics batches with the handler itself,
// as it does tRPC calls: Next's router and proxy were most of a batch's cost (docs/scaling.md#per-request-cost).
registerDirectRoute(`${INGEST_PATH}/`, answer);

export { answer as GET, answer as POST };
