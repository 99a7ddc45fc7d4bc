import "server-only";
import { inArray } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { chatMessages } from "@/server/db/schema";
import { type ChatMessageView, selectMessageViews } from "./message-views";

/**
 * The views of the messages that a list of events or context rows names, by id, for the caller to
 * place in its own order; ids may repeat, and none costs no query. `keepDeleted` is for moderators.
 */
export async function messageViewsById(
  db: Database,
  messageIds: number[],
  { keepDeleted = false }: { keepDeleted?: boolean } = {},
): Promise<Map<number, ChatMessageView>> {
  const ids = [...new Set(messageIds)];
  const views =
    ids.length === 0
      ? []
      : await selectMessageViews(db, inArray(chatMessages.id, ids), {
          newestFirst: false,
          limit: ids.length,
          keepDeleted,
        });
  return new Map(views.map((view) => [view.id, view]));
}
