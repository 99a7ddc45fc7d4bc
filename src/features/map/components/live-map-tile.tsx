"use client";

import { useLiveQuote } from "@/features/market/components";
import type { MapRect } from "../layout-map";
import { liveTileChange } from "../live-tile-change";
import type { MapTile } from "../map-tile";
import { type MapWindow, mapWindows } from "../map-windows";
import { describeTile } from "./describe-tile";
import { MapTileLink, type TileLook } from "./map-tile-link";

type Props = {
  tile: MapTile;
  rect: MapRect;
  width: number;
  height: number;
  window: MapWindow;
  look: TileLook;
  /** Whether this tile follows the page's stream for its quote; the others keep the stored figures. */
  follow: boolean;
};

/**
 * A tile that recolours as its quote moves (docs/live-market.md#the-live-path-feed--database--page):
 * only its colour and label change, never its place, so the map does not jump per tick.
 */
export function LiveMapTile({ follow, ...props }: Props) {
  const { quote } = useLiveQuote(follow ? props.tile.symbol : null);
  const figures = liveTileChange(props.tile, props.window, quote);
  return (
    <MapTileLink
      {...props}
      changePct={figures.changePct}
      full={mapWindows[props.window].full}
      detail={describeTile(props.tile, props.window, figures.price)}
    />
  );
}
