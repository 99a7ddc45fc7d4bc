"use client";

import { useLiveQuote } from "@/features/market/components";
import { formatPercent, toneOf } from "@/lib/format/format-market-number";
import { marketFigures } from "@/lib/format/market-figures";
import type { MapLayout } from "../layout-map";
import { liveTileChange } from "../live-tile-change";
import { type MapWindow, mapWindows } from "../map-windows";

type Props = {
  layout: MapLayout;
  symbol: string;
  window: MapWindow;
  /** Whether the tile follows the stream: asking for another symbol would reopen the page's stream per hover. */
  follow: boolean;
};
type Quote = { price: number; previousClose: number | null } | null;

export function MapTooltip({ follow, ...props }: Props) {
  return follow ? <FollowedTooltip {...props} /> : <TooltipCard {...props} quote={null} />;
}

function FollowedTooltip(props: Omit<Props, "follow">) {
  const { quote } = useLiveQuote(props.symbol);
  return <TooltipCard {...props} quote={quote} />;
}

/**
 * The figures of the tile under the pointer or keyboard focus (docs/product.md#market-map): name,
 * price, the window's and the day's change, market cap, sector and industry. Placed below the tile,
 * or above it in the map's lower half, and never in the pointer's way.
 */
function TooltipCard({ layout, symbol, window, quote }: Omit<Props, "follow"> & { quote: Quote }) {
  const placed = layout.tiles.find((one) => one.tile.symbol === symbol);
  if (!placed) return null;
  const { tile } = placed;
  const figures = liveTileChange(tile, window, quote);
  const centre = ((placed.x0 + placed.x1) / 2 / layout.width) * 100;
  const below = (placed.y0 + placed.y1) / 2 < layout.height / 2;
  const style = {
    left: `clamp(0px, calc(${centre}% - 8rem), calc(100% - 16rem))`,
    ...(below
      ? { top: `${(placed.y1 / layout.height) * 100}%` }
      : { bottom: `${100 - (placed.y0 / layout.height) * 100}%` }),
  };
  const rows: Array<[string, string, string]> = [
    ["Price", figures.price === null ? "—" : marketFigures.price.format(figures.price), ""],
    [mapWindows[window].label, formatPercent(figures.changePct), toneOf(figures.changePct)],
  ];
  if (window !== "day")
    rows.push(["Day", formatPercent(figures.dayChangePct), toneOf(figures.dayChangePct)]);
  rows.push(["Market cap", marketFigures.marketCap.format(tile.marketCap), ""]);
  return (
    <div
      role="tooltip"
      id="map-tooltip"
      className="pointer-events-none absolute z-30 m-1 w-64 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      style={style}
    >
      <p className="font-semibold">
        {tile.symbol}{" "}
        <span className="font-normal text-slate-600 dark:text-slate-400">{tile.name}</span>
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {tile.sector} · {tile.industry}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
        {rows.map(([name, value, tone]) => (
          <div key={name} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{name}</dt>
            <dd className={`text-right font-mono tabular-nums ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
