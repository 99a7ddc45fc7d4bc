"use client";

import Link from "next/link";
import { type ReactNode, Suspense } from "react";
import { formatPercent } from "@/lib/format/format-market-number";
import { type MapLayout, SECTOR_HEADER } from "../layout-map";
import type { TileQuote } from "../live-tile-change";
import type { MapWindow } from "../map-windows";
import { percentOf } from "../percent-of";
import type { SectorSummary } from "../summarize-sectors";
import { LiveMapTile } from "./live-map-tile";
import { TILE_CLASSES, type TileLook } from "./map-tile-link";

type Props = {
  layout: MapLayout;
  window: MapWindow;
  sectors: readonly SectorSummary[];
  /** A sector's zoomed map, or null where sector names are not links (already zoomed in). */
  sectorHref: ((sector: string) => string) | null;
  lookOf: (symbol: string) => TileLook;
  /** The followed tiles' quotes from the page's stream; the other tiles keep the stored figures. */
  quotes: ReadonlyMap<string, TileQuote | null>;
  children?: ReactNode;
};

/**
 * The drawn treemap (docs/product.md#market-map): a box of the layout's proportions whose font
 * sizes follow its width (a size container), sector name bands linking to each sector's own map,
 * and the tiles. `children` (the tooltip) is placed in the same box.
 */
export function TreemapBox({
  layout,
  window,
  sectors,
  sectorHref,
  lookOf,
  quotes,
  children,
}: Props) {
  const { width, height } = layout;
  const header = `${((SECTOR_HEADER * 0.7) / width) * 100}cqw`;
  return (
    <div
      className="@container relative w-full overflow-hidden rounded-lg bg-white dark:bg-slate-950"
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {layout.sectors.map((sector) => {
        const change = sectors.find((one) => one.sector === sector.name)?.changePct ?? null;
        const text = (
          <>
            <span className="truncate">{sector.name}</span>
            <span className="shrink-0 font-mono tabular-nums">{formatPercent(change)}</span>
          </>
        );
        const style = {
          left: percentOf(sector.x0, width),
          top: percentOf(sector.y0, height),
          width: percentOf(sector.x1 - sector.x0, width),
          height: percentOf(SECTOR_HEADER, height),
          fontSize: header,
        };
        const band =
          "absolute flex items-center justify-between gap-1 overflow-hidden border-x-[0.5px] border-white bg-slate-800 px-[0.4em] font-semibold text-white uppercase dark:border-slate-950";
        if (!sector.header) return null;
        return sectorHref ? (
          <Link
            key={sector.name}
            href={sectorHref(sector.name)}
            scroll={false}
            className={`${band} hover:bg-slate-700 focus-visible:z-20 focus-visible:outline-3 focus-visible:outline-sky-400`}
            style={style}
            aria-label={`${sector.name}, ${formatPercent(change)}: open this sector's map`}
          >
            {text}
          </Link>
        ) : (
          <div key={sector.name} className={band} style={style}>
            {text}
          </div>
        );
      })}
      {/* A boundary of its own: React hydrates what a boundary holds at a lower priority, in
          slices between which the browser paints and answers input, so the 500 tiles are not one
          long task. @see https://github.com/reactwg/react-18/discussions/130 */}
      <Suspense>
        <div
          className={`pointer-events-none absolute inset-0 *:pointer-events-auto ${TILE_CLASSES}`}
        >
          {layout.tiles.map(({ tile, ...rect }) => (
            <LiveMapTile
              key={tile.symbol}
              tile={tile}
              rect={rect}
              width={width}
              height={height}
              window={window}
              look={lookOf(tile.symbol)}
              quote={quotes.get(tile.symbol) ?? null}
            />
          ))}
        </div>
      </Suspense>
      {children}
    </div>
  );
}
