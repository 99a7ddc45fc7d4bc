import { z } from "zod";
import { DEFAULT_MAP_WINDOW, type MapWindow, mapWindowIds } from "./map-windows";

/** What the map's address holds (docs/product.md#market-map), so Back, Forward and a shared link work. */
export type MapParams = {
  window: MapWindow;
  sector: string | null;
  watchlist: string | null;
  screen: string | null;
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const windowParam = z.enum(mapWindowIds);
const idParam = z.uuid();
const sectorParam = z.string().trim().min(1).max(80);

/** The address's map; a part that does not read falls back to the whole market's day. */
export function readMapParams(params: SearchParams): MapParams {
  const watchlist = idParam.safeParse(first(params.watchlist)).data ?? null;
  return {
    window: windowParam.safeParse(first(params.window)).data ?? DEFAULT_MAP_WINDOW,
    sector: sectorParam.safeParse(first(params.sector)).data ?? null,
    watchlist,
    screen: watchlist ? null : (idParam.safeParse(first(params.screen)).data ?? null),
  };
}

/** The address of a map, the default window and no sector left out so links stay short. */
export function mapHref(params: MapParams): string {
  const query = new URLSearchParams();
  if (params.watchlist) query.set("watchlist", params.watchlist);
  if (params.screen) query.set("screen", params.screen);
  if (params.window !== DEFAULT_MAP_WINDOW) query.set("window", params.window);
  if (params.sector) query.set("sector", params.sector);
  const text = query.toString();
  return text ? `/map?${text}` : "/map";
}
