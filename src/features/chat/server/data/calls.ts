import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { chatMessagePrices, chatMessages } from "@/server/db/schema";

/**
 * The calls (a message's symbol and its price when posted, docs/product.md#chat) of `messageIds`
 * that still stand: of a message neither deleted nor hidden, with a known price. `authorId` lets
 * the caller keep a person to their own calls.
 */
export async function findCalls(db: Database, messageIds: readonly number[]) {
  if (messageIds.length === 0) return [];
  const rows = await db
    .select({
      messageId: chatMessagePrices.messageId,
      symbol: chatMessagePrices.symbol,
      postedPrice: chatMessagePrices.price,
      authorId: chatMessages.authorId,
    })
    .from(chatMessagePrices)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessagePrices.messageId))
    .where(
      and(
        inArray(chatMessagePrices.messageId, [...new Set(messageIds)]),
        isNull(chatMessages.deletedAt),
        isNull(chatMessages.hiddenAt),
      ),
    );
  return rows.flatMap(({ postedPrice, ...call }) =>
    postedPrice === null ? [] : [{ ...call, postedPrice }],
  );
}
