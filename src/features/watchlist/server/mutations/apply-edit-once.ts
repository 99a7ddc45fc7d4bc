import "server-only";
import type { DatabaseTransaction } from "@/server/db/create-database";
import { watchlistEdits } from "@/server/db/schema";

/**
 * Records that the browser's edit `editId` is applied, in the edit's own transaction: false when it
 * already was (an offline edit sent again after a reload), and the caller then changes nothing. A
 * refused edit rolls its record back with it, so it may be sent again (docs/product.md#watchlists, "Idempotent edits").
 */
export async function applyEditOnce(
  tx: DatabaseTransaction,
  userId: string,
  editId: string | undefined,
): Promise<boolean> {
  if (!editId) return true;
  const recorded = await tx
    .insert(watchlistEdits)
    .values({ userId, editId })
    .onConflictDoNothing()
    .returning({ editId: watchlistEdits.editId });
  return recorded.length > 0;
}
