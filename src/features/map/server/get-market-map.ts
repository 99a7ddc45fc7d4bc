import "server-only";
import { getEntitlements } from "@/features/billing/server";
import { roundTo } from "@/features/market";
import { readSavedScreen, technicalFiltersBeyondPreset } from "@/features/screener";
import { listSavedScreens, runScreen } from "@/features/screener/server";
import { listWatchlists } from "@/features/watchlist/server";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import type { Database } from "@/server/db/create-database";
import { securityTypes } from "@/server/db/enums";
import type { MapInput } from "../map-input";
import { MAP_MAX_TILES, type MapTile } from "../map-tile";
import { mapWindows } from "../map-windows";

export type MapScope =
  | { kind: "market" }
  | { kind: "watchlist"; id: string; name: string }
  | { kind: "screen"; id: string; name: string };

export type MarketMap = {
  scope: MapScope;
  tiles: MapTile[];
  /** Companies of the list or screen left off: no market cap to size them by, or past the map's size. */
  leftOut: number;
  /** A saved screen's technical filters the person's plan no longer has, drawn without (as the screener runs it). */
  lockedFilters: string[];
};

type Filter = Parameters<typeof runScreen>[1]["filter"];

/** The sector or industry a company without one is drawn under. */
const UNCLASSIFIED = "Other";

/**
 * The map's companies (docs/product.md#market-map): the largest listed common stocks by market cap,
 * or those of one of the person's own watchlists or saved screens; null when the list or screen is
 * not theirs (or does not exist: the caller cannot tell which). One screen query over the listing,
 * biggest first, so every figure is the screener's; at most `limit` companies.
 */
export async function getMarketMap(
  db: Database,
  userId: string | null,
  input: MapInput,
  limit = MAP_MAX_TILES,
): Promise<MarketMap | null> {
  let scope: MapScope = { kind: "market" };
  let filter: Filter = {};
  let locked: string[] = [];
  if (input.watchlist) {
    const list = userId
      ? (await listWatchlists(db, userId)).find((one) => one.id === input.watchlist)
      : undefined;
    if (!list) return null;
    scope = { kind: "watchlist", id: list.id, name: list.name };
    // A list may hold any kind of listing; those with a market cap get a tile.
    filter = { symbols: list.symbols, securityTypes: [...securityTypes] };
    if (list.symbols.length === 0) return { scope, tiles: [], leftOut: 0, lockedFilters: [] };
  } else if (input.screen) {
    const saved = userId
      ? (await listSavedScreens(db, userId)).find((one) => one.id === input.screen)
      : undefined;
    if (!saved) return null;
    scope = { kind: "screen", id: saved.id, name: saved.name };
    const state = readSavedScreen(saved.state);
    filter = { ...state.filter };
    // docs/product.md#screener: technical filters beyond a preset's need a plan with them.
    locked = technicalFiltersBeyondPreset(state.filter, state.preset);
    if (
      locked.length > 0 &&
      (await getEntitlements(db, userId)).features.includes("technical_filters")
    )
      locked = [];
    for (const field of locked) delete filter[field as keyof Filter];
  }
  const { rows, total } = await runScreen(db, {
    filter,
    sort: { column: "marketCap", direction: "desc" },
    page: 1,
    pageSize: limit,
  });
  const column = mapWindows[input.window].column;
  // The page carries the 500 tiles twice (drawn, and as the map's data): whole dollars and four
  // decimals of a percent are all a tile or its tooltip shows, at a third less of the payload.
  const percent = (value: number | null) => roundTo(value, 4);
  const tiles = rows.flatMap((row): MapTile[] =>
    row.marketCap !== null && row.marketCap > 0
      ? [
          {
            symbol: row.symbol,
            name: cleanCompanyName(row.name),
            sector: row.sector ?? UNCLASSIFIED,
            industry: row.industry ?? UNCLASSIFIED,
            marketCap: Math.round(row.marketCap),
            price: row.price,
            dayChangePct: percent(row.changePct),
            changePct: percent(row[column]),
          },
        ]
      : [],
  );
  return {
    scope,
    tiles,
    leftOut: scope.kind === "market" ? 0 : total - tiles.length,
    lockedFilters: locked,
  };
}
