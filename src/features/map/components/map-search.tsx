"use client";

import Link from "next/link";
import type { MapTile } from "../map-tile";

type Props = {
  query: string;
  onQuery: (query: string) => void;
  found: MapTile | null;
  /** Whether the found company is drawn on this map (not only in another sector's). */
  shown: boolean;
  sectorHref: (sector: string) => string;
  onOpen: () => void;
};

/** The map's search: a symbol or a name's start outlines its tile and dims the rest (docs/product.md#market-map). */
export function MapSearch({ query, onQuery, found, shown, sectorHref, onOpen }: Props) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <label className="sr-only" htmlFor="map-search">
        Find a company on the map
      </label>
      <input
        id="map-search"
        type="search"
        value={query}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        placeholder="Find on the map: AAPL"
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && found && shown) {
            event.preventDefault();
            onOpen();
          }
        }}
        className="focus-visible:outline-brand-500 h-9 w-52 rounded-lg border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-500 focus-visible:outline-2 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
        {query.trim() === "" ? null : !found ? (
          <>No company on this map matches “{query.trim()}”.</>
        ) : shown ? (
          <>
            <span className="font-semibold text-slate-900 dark:text-slate-100">{found.symbol}</span>{" "}
            {found.name}, {found.sector}
          </>
        ) : (
          <>
            {found.symbol} is in{" "}
            <Link
              href={sectorHref(found.sector)}
              className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
            >
              {found.sector}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
