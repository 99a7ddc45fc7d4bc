import "server-only";
import { sql } from "drizzle-orm";
import type { DatabaseTransaction } from "@/server/db/create-database";
import { watchlistItems } from "@/server/db/schema";

/**
 * Gives a locked list's items the positions of `symbols` (every item of the list, in the new
 * order). The unique (list, position) index is checked row by row, so the rows that move step
 * through negative positions first: a shift by one would otherwise collide with itself mid-statement.
 */
export async function writeOrder(
  tx: DatabaseTransaction,
  watchlistId: string,
  symbols: readonly string[],
): Promise<void> {
  const order = sql`array_position(${sql.param([...symbols])}::text[], ${watchlistItems.symbol}) - 1`;
  const moving = sql`${watchlistItems.watchlistId} = ${watchlistId} and ${watchlistItems.position} <> ${order}`;
  await tx.execute(
    sql`update ${watchlistItems} set position = -1 - ${watchlistItems.position} where ${moving}`,
  );
  await tx.execute(
    sql`update ${watchlistItems} set position = ${order} where ${watchlistItems.watchlistId} = ${watchlistId} and ${watchlistItems.position} < 0`,
  );
}
