"use client";

import { memo } from "react";
import type { MapRect } from "../layout-map";
import { liveTileChange, type TileQuote } from "../live-tile-change";
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
  /** The stream's quote for a followed tile; null keeps the stored figures. */
  quote: TileQuote | null;
};

/**
 * A tile that recolours as its quote moves (docs/live-market.md#the-live-path-feed--database--page):
 * only its colour and label change, never its place, so the map does not jump per tick. Memoised:
 * a tick redraws the tiles whose quote changed, not the 500.
 */
export const LiveMapTile = memo(function LiveMapTile({ quote, ...props }: Props) {
  const figures = liveTileChange(props.tile, props.window, quote);
  return (
    <MapTileLink
      {...props}
      changePct={figures.changePct}
      full={mapWindows[props.window].full}
      detail={describeTile(props.tile, props.window, figures.price)}
    />
  );
});
