"use client";

import { useRouter } from "next/navigation";
import { type MapParams, mapHref } from "../map-params";
import type { MapScopes } from "../server/list-map-scopes";

/**
 * What the map draws: the market's largest companies, or one of the person's own watchlists or
 * saved screens (docs/product.md#market-map). Choosing one goes to its address.
 */
export function MapScopePicker({ scopes, params }: { scopes: MapScopes; params: MapParams }) {
  const router = useRouter();
  const value = params.watchlist
    ? `watchlist:${params.watchlist}`
    : params.screen
      ? `screen:${params.screen}`
      : "market";
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-400">Draw</span>
      <select
        value={value}
        onChange={(event) => {
          const [kind, id = null] = event.target.value.split(":");
          router.push(
            mapHref({
              window: params.window,
              sector: null,
              watchlist: kind === "watchlist" ? id : null,
              screen: kind === "screen" ? id : null,
            }),
          );
        }}
        className="focus-visible:outline-brand-500 h-9 max-w-64 rounded-lg border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 dark:border-slate-700 dark:bg-slate-900"
      >
        <option value="market">The 500 largest US companies</option>
        {scopes.watchlists.length > 0 && (
          <optgroup label="Your watchlists">
            {scopes.watchlists.map((list) => (
              <option key={list.id} value={`watchlist:${list.id}`}>
                {list.name} ({list.symbols})
              </option>
            ))}
          </optgroup>
        )}
        {scopes.screens.length > 0 && (
          <optgroup label="Your saved screens">
            {scopes.screens.map((screen) => (
              <option key={screen.id} value={`screen:${screen.id}`}>
                {screen.name}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </label>
  );
}
