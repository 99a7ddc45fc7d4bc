import "server-only";
import { listSavedScreens } from "@/features/screener/server";
import { listWatchlists } from "@/features/watchlist/server";
import type { Database } from "@/server/db/create-database";

type Owned = { id: string; name: string };
export type AlertTargets = {
  watchlists: (Owned & { symbols: string[] })[];
  screens: Owned[];
};

/**
 * The person's watchlists (with their symbols) and saved screens: what an alert may watch besides
 * a symbol, and the names the list, history and CSV show. A guest has no saved screens to read.
 */
export async function readAlertTargets(
  db: Database,
  userId: string,
  registered: boolean,
): Promise<AlertTargets> {
  const [watchlists, screens] = await Promise.all([
    listWatchlists(db, userId),
    registered ? listSavedScreens(db, userId) : [],
  ]);
  return {
    watchlists: watchlists.map(({ id, name, symbols }) => ({ id, name, symbols })),
    screens: screens.map(({ id, name }) => ({ id, name })),
  };
}
