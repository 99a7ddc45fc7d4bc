"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { type FocusEvent, type PointerEvent, useDeferredValue, useRef, useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { useDelegatedLinks } from "@/components/ui/use-delegated-links";
import { useLiveQuotes } from "@/features/market/components";
import type { AppQueryMeta } from "@/lib/query/query-meta";
import { useTRPC } from "@/lib/trpc/react";
import { findTile } from "../find-tile";
import { layoutMap } from "../layout-map";
import { type MapParams, mapHref } from "../map-params";
import type { MarketMap as MarketMapData } from "../server/get-market-map";
import { summarizeSectors } from "../summarize-sectors";
import { MapLegend } from "./map-legend";
import { MapSearch } from "./map-search";
import { MapTooltip } from "./map-tooltip";
import { SectorList } from "./sector-list";
import { TreemapBox } from "./treemap-box";
import { useWideScreen } from "./use-wide-screen";
import { WindowTabs } from "./window-tabs";

/** The layout boxes: a desktop's wide map, and a phone's tall one for a sector. */
const WIDE = { width: 1000, height: 620 } as const;
const TALL = { width: 360, height: 600 } as const;
/**
 * Tiles that follow the live stream, biggest first: the stream follows at most 250 symbols
 * (docs/live-market.md#the-live-path-feed--database--page), and the page's header and search may
 * want a few; the rest keep the figures of the last refresh.
 */
const LIVE_TILES = 240;
/** How often the companies, sizes and stored changes are read again (docs/product.md#market-map). */
const REFRESH_MS = 5 * 60_000;
const meta: AppQueryMeta = { silentErrors: true };

type Active = { symbol: string; box: "wide" | "tall" };

function symbolOf(target: EventTarget): string | null {
  return target instanceof Element
    ? (target.closest<HTMLElement>("[data-symbol]")?.dataset.symbol ?? null)
    : null;
}

/**
 * The market map (docs/product.md#market-map): the server's companies, read again every few
 * minutes; the treemap of all sectors or the one in the address, with a tooltip on hover and focus
 * and a search that outlines a company; on a phone, the list of sectors until one is opened.
 */
export function MarketMap({ initial, params }: { initial: MarketMapData; params: MapParams }) {
  const trpc = useTRPC();
  const input = {
    window: params.window,
    ...(params.watchlist ? { watchlist: params.watchlist } : {}),
    ...(params.screen ? { screen: params.screen } : {}),
  };
  const { data, isError, dataUpdatedAt } = useQuery({
    ...trpc.map.tiles.queryOptions(input, { meta }),
    initialData: initial,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
  const map = data ?? initial;
  const [query, setQuery] = useState("");
  const [active, setActive] = useState<Active | null>(null);
  const boxes = useRef<HTMLDivElement>(null);

  const shown = params.sector
    ? map.tiles.filter((tile) => tile.sector === params.sector)
    : map.tiles;
  const sectors = summarizeSectors(map.tiles);
  const wide = layoutMap(shown, WIDE.width, WIDE.height);
  const tall = params.sector ? layoutMap(shown, TALL.width, TALL.height) : null;
  // Only a map on screen follows the stream: on a phone the whole market's map is hidden until a
  // sector is opened, and its 240 tiles re-rendering on every tick were the page's longest tasks.
  const wideScreen = useWideScreen();
  const followedSymbols =
    wideScreen || tall ? shown.slice(0, LIVE_TILES).map((tile) => tile.symbol) : [];
  const followed = new Set(followedSymbols);
  const streamed = useLiveQuotes(followedSymbols);
  // The tiles redraw in a transition: a tick's 240 quotes (or the stream starting after a phone
  // turns wide) render in slices behind what the person does, never as one long task, and never
  // force the tiles' boundary to hydrate at once (treemap-box.tsx).
  // @see https://react.dev/reference/react/useDeferredValue
  const quotes = useDeferredValue(
    new Map(followedSymbols.map((symbol, i) => [symbol, streamed[i] ?? null])),
  );
  const links = useDelegatedLinks();
  const found = findTile(map.tiles, query);
  const foundShown = found !== null && (!params.sector || found.sector === params.sector);
  const lookOf = (symbol: string) =>
    !foundShown ? "plain" : symbol === found.symbol ? "highlighted" : "dimmed";
  const sectorHref = (sector: string) => mapHref({ ...params, sector });

  const track = (box: Active["box"]) => ({
    onPointerOver: (event: PointerEvent) => {
      const symbol = symbolOf(event.target);
      setActive(symbol ? { symbol, box } : null);
    },
    onPointerLeave: () => setActive(null),
    onFocus: (event: FocusEvent) => {
      const symbol = symbolOf(event.target);
      setActive(symbol ? { symbol, box } : null);
    },
    onBlur: () => setActive(null),
  });
  const openFound = () => {
    if (!found) return;
    const tiles = boxes.current?.querySelectorAll<HTMLElement>(`[data-symbol="${found.symbol}"]`);
    const visible = [...(tiles ?? [])].find((tile) => tile.offsetParent !== null);
    visible?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <WindowTabs params={params} />
        <MapSearch
          query={query}
          onQuery={setQuery}
          found={found}
          shown={foundShown}
          sectorHref={sectorHref}
          onOpen={openFound}
        />
      </div>
      {params.sector && (
        <p className="text-sm">
          <Link
            href={mapHref({ ...params, sector: null })}
            scroll={false}
            className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
          >
            ← All sectors
          </Link>
          <span className="text-slate-600 dark:text-slate-400"> / {params.sector}</span>
        </p>
      )}
      {isError && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          The map could not be read again; it shows the companies and sizes of{" "}
          {new Date(dataUpdatedAt).toLocaleTimeString("en-US", { timeStyle: "short" })}, and tries
          again in a few minutes.
        </p>
      )}
      {shown.length > 0 && (
        <a
          href="#map-legend"
          className="focus-visible:outline-brand-500 sr-only rounded-md px-2 py-1 text-sm focus:not-sr-only focus-visible:outline-2"
        >
          Skip the map&apos;s {shown.length} tiles
        </a>
      )}
      {shown.length === 0 ? (
        <EmptyState>
          {params.sector
            ? `No company of this map is in ${params.sector}.`
            : "Nothing to draw: none of these companies has a market cap to size its tile by."}
        </EmptyState>
      ) : (
        <div ref={boxes} {...links}>
          <div {...track("wide")} className="hidden md:block">
            <TreemapBox
              layout={wide}
              window={params.window}
              sectors={sectors}
              sectorHref={params.sector ? null : sectorHref}
              lookOf={lookOf}
              quotes={quotes}
            >
              {active?.box === "wide" && (
                <MapTooltip
                  layout={wide}
                  symbol={active.symbol}
                  window={params.window}
                  follow={followed.has(active.symbol)}
                />
              )}
            </TreemapBox>
          </div>
          {tall ? (
            <div {...track("tall")} className="md:hidden">
              <TreemapBox
                layout={tall}
                window={params.window}
                sectors={sectors}
                sectorHref={null}
                lookOf={lookOf}
                quotes={quotes}
              >
                {active?.box === "tall" && (
                  <MapTooltip
                    layout={tall}
                    symbol={active.symbol}
                    window={params.window}
                    follow={followed.has(active.symbol)}
                  />
                )}
              </TreemapBox>
            </div>
          ) : (
            <SectorList
              sectors={sectors}
              href={sectorHref}
              found={found?.sector ?? null}
              className="md:hidden"
            />
          )}
        </div>
      )}
      <MapLegend window={params.window} />
    </div>
  );
}
