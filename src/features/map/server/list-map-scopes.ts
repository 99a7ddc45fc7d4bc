import "server-only";
import { listSavedScreens } from "@/features/screener/server";
import { listWatchlists } from "@/features/watchlist/server";
import type { Database } from "@/server/db/create-database";

export type MapScopes = {
  watchlists: Array<{ id: string; name: string; symbols: number }>;
  screens: Array<{ id: string; name: string }>;
};

/** The person's own watchlists and saved screens, which the map's picker offers (docs/product.md#market-map). */
export async function listMapScopes(db: Database, userId: string): Promise<MapScopes> {
  const [lists, screens] = await Promise.all([
    listWatchlists(db, userId),
    listSavedScreens(db, userId),
  ]);
  return {
    watchlists: lists.map((list) => ({
      id: list.id,
      name: list.name,
      symbols: list.symbols.length,
    })),
    screens: screens.map((screen) => ({ id: screen.id, name: screen.name })),
  };
}
