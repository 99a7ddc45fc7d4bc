import "server-only";
import { sql } from "drizzle-orm";
import { notifyParameters } from "@/server/db/check-notification";
import type { DatabaseTransaction } from "@/server/db/create-database";
import type { ChatEventKind } from "@/server/db/enums";
import { chatEvents, chatRooms } from "@/server/db/schema";
import { CHAT_CHANNEL, encodeChatNotification } from "../chat-channel";

/**
 * Records that `messageId` was posted, edited, deleted, hidden or restored, inside the transaction
 * that did it, and tells every node's listeners once it commits. The room's next number is taken
 * by updating its chat_room row, whose lock is held until commit: a room's events commit in number
 * order, so a reader resuming after n never skips an event that commits later with a smaller n
 * (docs/architecture.md#real-time).
 */
export async function appendChatEvent(
  tx: DatabaseTransaction,
  { room, messageId, kind }: { room: string; messageId: number; kind: ChatEventKind },
): Promise<number> {
  const [row] = await tx
    .insert(chatRooms)
    .values({ room, lastSeq: 1 })
    .onConflictDoUpdate({ target: chatRooms.room, set: { lastSeq: sql`${chatRooms.lastSeq} + 1` } })
    .returning({ seq: chatRooms.lastSeq });
  if (!row) throw new Error(`The chat room ${room} could not be numbered.`);
  await tx.insert(chatEvents).values({ room, seq: row.seq, messageId, kind });
  // Sent inside the transaction: PostgreSQL delivers it when (and only if) the transaction commits.
  const [channel, payload] = notifyParameters(
    CHAT_CHANNEL,
    encodeChatNotification({ room, seq: row.seq }),
  );
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
  return row.seq;
}
