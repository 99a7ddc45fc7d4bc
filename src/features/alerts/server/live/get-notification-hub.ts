import "server-only";
import type { DatabaseHandle } from "@/server/db/create-database";
import { onShutdown } from "@/server/http/on-shutdown";
import { logger } from "@/server/logger";
import { processSingleton } from "@/server/process-singleton";
import { createNotificationHub, type NotificationHub } from "./create-notification-hub";

/** The sweep's pace: the page stream's heartbeat (open-quote-stream.ts). */
const SWEEP_MS = 15_000;

/** The node's one notification hub, made at the first signed-in page's stream. */
export function getNotificationHub(
  getHandle: () => Pick<DatabaseHandle, "db" | "listen">,
): NotificationHub {
  return processSingleton("notificationHub", () => {
    const hub = createNotificationHub(getHandle());
    setInterval(
      () =>
        void hub
          .sweep()
          .catch((error: unknown) => logger.warn({ err: error }, "the notification sweep failed")),
      SWEEP_MS,
    ).unref();
    onShutdown(() => hub.close());
    return hub;
  });
}
