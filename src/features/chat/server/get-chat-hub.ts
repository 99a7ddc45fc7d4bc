import "server-only";
import type { DatabaseHandle } from "@/server/db/create-database";
import { onShutdown } from "@/server/http/on-shutdown";
import { logger } from "@/server/logger";
import { processSingleton } from "@/server/process-singleton";
import { type ChatHub, createChatHub } from "./create-chat-hub";
import { HEARTBEAT_MS } from "./open-chat-stream";

/**
 * The node's one chat hub, made at the first stream on the process's database handle. Every
 * heartbeat it sweeps for events whose notification was lost; when the node stops, every stream
 * ends with a goodbye, so browsers reconnect to another node instead of waiting out a dead socket.
 */
export function getChatHub(getHandle: () => Pick<DatabaseHandle, "db" | "listen">): ChatHub {
  return processSingleton("chatHub", () => startChatHub(getHandle));
}

function startChatHub(getHandle: () => Pick<DatabaseHandle, "db" | "listen">): ChatHub {
  const hub = createChatHub(getHandle());
  setInterval(
    () =>
      void hub
        .sweep()
        .catch((error: unknown) => logger.warn({ err: error }, "the chat sweep failed")),
    HEARTBEAT_MS,
  ).unref();
  onShutdown(() => hub.close());
  return hub;
}
