import "server-only";
import { and, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { watchlistEdits, watchlists } from "@/server/db/schema";
import { RESTORE_WINDOW_MINUTES } from "./list-mutations";

/** How long an applied edit's id is remembered: longer than any device keeps its cache (24 h) with room to spare. */
const EDIT_MEMORY_DAYS = 30;

/**
 * Removes what only waited for a while: deleted lists past their "Undo" window (their items go by
 * cascade) and edit ids older than EDIT_MEMORY_DAYS. Run periodically (instrumentation.ts).
 */
export async function purgeWatchlistLeftovers(db: Database) {
  const lists = await db
    .delete(watchlists)
    .where(
      and(
        isNotNull(watchlists.deletedAt),
        lt(watchlists.deletedAt, sql`now() - make_interval(mins => ${RESTORE_WINDOW_MINUTES})`),
      ),
    )
    .returning({ id: watchlists.id });
  const edits = await db
    .delete(watchlistEdits)
    .where(lt(watchlistEdits.appliedAt, sql`now() - make_interval(days => ${EDIT_MEMORY_DAYS})`))
    .returning({ editId: watchlistEdits.editId });
  return { lists: lists.length, edits: edits.length };
}
