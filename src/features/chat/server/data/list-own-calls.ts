import "server-only";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { chatMessagePrices, chatMessages } from "@/server/db/schema";

/**
 * A person's own calls on one symbol, newest first, for the stock page's chart
 * (docs/product.md#stock-page-chart): the messages naming it that still stand (neither deleted
 * nor hidden) with the price recorded, their tag, and when that price was quoted (the posting
 * time for messages from before the quote's time was kept).
 */
export async function listOwnCalls(
  db: Database,
  { authorId, symbol, limit }: { authorId: string; symbol: string; limit: number },
) {
  const rows = await db
    .select({
      id: chatMessages.id,
      sentiment: chatMessages.sentiment,
      price: chatMessagePrices.price,
      quotedAt: chatMessagePrices.quotedAt,
      postedAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatMessagePrices, eq(chatMessagePrices.messageId, chatMessages.id))
    .where(
      and(
        eq(chatMessages.authorId, authorId),
        eq(chatMessagePrices.symbol, symbol),
        isNull(chatMessages.deletedAt),
        isNull(chatMessages.hiddenAt),
        isNotNull(chatMessagePrices.price),
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.flatMap(({ price, quotedAt, postedAt, ...call }) =>
    price === null ? [] : [{ ...call, price, at: quotedAt ?? postedAt }],
  );
}
