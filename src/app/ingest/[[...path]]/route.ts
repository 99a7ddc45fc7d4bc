import { env } from "@/env";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import { getDb } from "@/server/db/get-database";
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

export const GET = (request: Request) => getHandler()(request);
export const POST = (request: Request) => getHandler()(request);
