import { formatPercent } from "@/lib/format/format-market-number";
import type { MapRect } from "../layout-map";
import type { MapTile } from "../map-tile";
import { tileBoxStyle } from "../tile-box-style";
import { tileColour } from "../tile-colour";
import { tileLabel } from "../tile-label";

export type TileLook = "plain" | "highlighted" | "dimmed";

/**
 * What every tile looks like, set once on the tiles' parent (`*:`): 500 copies of it were most of
 * the map's HTML. Focus draws a ring above the neighbours.
 */
export const TILE_SHAPE_CLASSES =
  "*:absolute *:flex *:flex-col *:items-center *:justify-center *:overflow-hidden *:border-[0.5px] *:border-white *:leading-tight dark:*:border-slate-950";
/** The full map's tiles also fade and recolour, and show their focus. */
export const TILE_CLASSES = `${TILE_SHAPE_CLASSES} *:transition-[opacity,background-color] *:duration-300 *:focus-visible:z-20 *:focus-visible:outline-3 *:focus-visible:outline-offset-0 *:focus-visible:outline-sky-400 motion-reduce:*:transition-none`;

type Props = {
  tile: MapTile;
  rect: MapRect;
  /** The layout's box, to turn units into percentages of the drawn map and label sizes into cqw. */
  width: number;
  height: number;
  changePct: number | null;
  full: number;
  look: TileLook;
  /** What a screen reader hears after the symbol and change: name, price and market cap. */
  detail: string;
};

/**
 * One company's tile: a link to its stock page, placed in percent of the map so the server draws it
 * (a plain anchor: the map navigates for its 500 tiles, useDelegatedLinks, as the screener's table does)
 * at any width, its colour the change's and its label white or black by contrast (tile-colour.ts).
 * Gaps are its border in the page's colour, so no tile's area goes to them.
 */
export function MapTileLink({ tile, rect, width, height, changePct, full, look, detail }: Props) {
  const colour = tileColour(changePct, full);
  const text = tileLabel(rect, tile.symbol);
  return (
    <a
      href={`/stocks/${encodeURIComponent(tile.symbol)}`}
      data-symbol={tile.symbol}
      data-look={look}
      // The classes every tile shares are on their parent (TILE_CLASSES); these are this tile's.
      className={
        look === "highlighted"
          ? "z-10 outline-3 outline-yellow-300"
          : look === "dimmed"
            ? "opacity-25"
            : undefined
      }
      style={tileBoxStyle(rect, width, height, colour)}
      // The name is the words on the tile first (WCAG 2.5.3), then the detail. An attribute, not
      // screen-reader-only spans: 1,000 of those, each laid out, were most of the map's layout time.
      aria-label={`${tile.symbol} ${formatPercent(changePct)} ${detail}`}
    >
      {text && (
        <span className="text-center" style={{ fontSize: `${(text.font / width) * 100}cqw` }}>
          <span className="block font-bold">{tile.symbol}</span>
          {text.withChange && (
            <span className="block font-mono text-[0.72em] tabular-nums">
              {formatPercent(changePct)}
            </span>
          )}
        </span>
      )}
    </a>
  );
}
