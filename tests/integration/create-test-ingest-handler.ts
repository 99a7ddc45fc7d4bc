import { randomUUID } from "node:crypto";
import pino from "pino";
import { createIngestHandler } from "@/features/analytics/server/create-ingest-handler";
import type { Database } from "@/server/db/create-database";
import { createRateLimiter } from "@/server/rate-limit/create-rate-limiter";

type Options = Pick<Parameters<typeof createIngestHandler>[0], "bytesInFlight" | "quota">;

/** An /ingest handler that stores into `getDb()`, silent, with a rate limit of its own too high to meet. */
export function createTestIngestHandler(
  getDb: () => Database,
  token: string,
  options: Options = {},
): ReturnType<typeof createIngestHandler> {
  return createIngestHandler({
    getDb,
    token,
    storeEvents: true,
    log: pino({ level: "silent" }),
    limiter: createRateLimiter(
      `ingest-test-${randomUUID()}`,
      { points: 10_000, seconds: 60 },
      undefined,
    ),
    ...options,
  });
}
