import type { CSSProperties } from "react";
import type { MapRect } from "./layout-map";
import { percentOf } from "./percent-of";
import type { tileColour } from "./tile-colour";

/**
 * A tile's place in percent of its map's `width` × `height` layout box, so the server draws it at
 * any width, and its colours: the full map's links and the landing's small map alike.
 */
export function tileBoxStyle(
  rect: MapRect,
  width: number,
  height: number,
  colour: ReturnType<typeof tileColour>,
): CSSProperties {
  return {
    left: percentOf(rect.x0, width),
    top: percentOf(rect.y0, height),
    width: percentOf(rect.x1 - rect.x0, width),
    height: percentOf(rect.y1 - rect.y0, height),
    backgroundColor: colour.background,
    color: colour.text,
  };
}
