import Link from "next/link";
import { formatPercent } from "@/lib/format/format-market-number";
import { layoutMap } from "../layout-map";
import { mapWindows } from "../map-windows";
import type { MarketMap } from "../server/get-market-map";
import { tileBoxStyle } from "../tile-box-style";
import { tileColour } from "../tile-colour";
import { tileLabel } from "../tile-label";
import { TILE_SHAPE_CLASSES } from "./map-tile-link";

const WIDTH = 1000;
const HEIGHT = 380;
/** Smallest label, in layout units, kept below a 768 px wide map (about 9 px on a phone). */
const PHONE_LABEL = 25;

/**
 * The landing's glance at the map (docs/product.md#market-map): the largest companies by the day's
 * change, drawn by the server without any script (one link to /map), so the landing stays as light
 * as it was. Its figures are the stored ones; the full map is the live one.
 */
export function MiniMap({ map }: { map: MarketMap }) {
  const layout = layoutMap(map.tiles, WIDTH, HEIGHT, { headers: false });
  const { full } = mapWindows.day;
  return (
    <div
      className="@container relative w-full overflow-hidden rounded-xl bg-white dark:bg-slate-950"
      style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}
    >
      {/* The tiles' shared classes once, on their parent: a hundred copies were a fifth of the landing's HTML. */}
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 ${TILE_SHAPE_CLASSES}`}
      >
        {layout.tiles.map(({ tile, ...rect }) => {
          const colour = tileColour(tile.changePct, full);
          const label = tileLabel(rect, tile.symbol);
          return (
            <div key={tile.symbol} style={tileBoxStyle(rect, WIDTH, HEIGHT, colour)}>
              {label && (
                <span
                  // A phone draws the map at a third of its size: only the big labels stay readable.
                  className={`text-center ${label.font < PHONE_LABEL ? "hidden @3xl:block" : ""}`}
                  style={{ fontSize: `${(label.font / WIDTH) * 100}cqw` }}
                >
                  <span className="block font-bold">{tile.symbol}</span>
                  {label.withChange && (
                    <span className="block font-mono text-[0.72em] tabular-nums">
                      {formatPercent(tile.changePct)}
                    </span>
                  )}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {/* One link over the drawing: the tiles are a picture of the map, not 100 links. */}
      <Link
        href="/map"
        className="focus-visible:outline-brand-500 absolute inset-0 z-10 rounded-xl focus-visible:outline-3 focus-visible:-outline-offset-3"
      >
        <span className="sr-only">
          Market map of the {map.tiles.length} largest companies by the day&apos;s change: open the
          full map
        </span>
      </Link>
    </div>
  );
}
