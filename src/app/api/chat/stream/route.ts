import { createChatStreamHandler } from "@/features/chat/server/create-chat-stream-handler";
import { getChatHub } from "@/features/chat/server/get-chat-hub";
import { getDatabaseHandle, getDb } from "@/server/db/get-database";

/** A room's live events (docs/architecture.md#real-time); never cached or prerendered. */
export const dynamic = "force-dynamic";

export const GET = createChatStreamHandler({ getDb, getHub: () => getChatHub(getDatabaseHandle) });
