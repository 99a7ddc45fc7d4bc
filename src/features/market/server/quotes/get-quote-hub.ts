import "server-only";
import type { DatabaseHandle } from "@/server/db/create-database";
import { onShutdown } from "@/server/http/on-shutdown";
import { logger } from "@/server/logger";
import { processSingleton } from "@/server/process-singleton";
import { createQuoteHub, type QuoteHub } from "./create-quote-hub";
import { HEARTBEAT_MS } from "./open-quote-stream";

/**
 * The node's one quote hub, made at the first stream. Every heartbeat it sweeps for quotes whose
 * notification was lost (the LISTEN connection reconnecting); when the node stops, every stream
 * ends with a goodbye, so browsers reconnect to another node.
 */
export function getQuoteHub(getHandle: () => Pick<DatabaseHandle, "db" | "listen">): QuoteHub {
  return processSingleton("quoteHub", () => {
    const hub = createQuoteHub(getHandle());
    setInterval(
      () =>
        void hub
          .sweep()
          .catch((error: unknown) => logger.warn({ err: error }, "the quote sweep failed")),
      HEARTBEAT_MS,
    ).unref();
    onShutdown(() => hub.close());
    return hub;
  });
}
