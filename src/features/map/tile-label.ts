import type { MapRect } from "./layout-map";

/** Smallest label, in layout units (about pixels on a desktop's map): below it a tile shows none. */
const MIN_FONT = 10;
const MAX_FONT = 30;

/**
 * How big a tile's label can be: the symbol fits its width and the change goes below when there is
 * height for two lines; null when even the smallest symbol would not fit (docs/product.md#market-map).
 */
export function tileLabel(rect: MapRect, symbol: string) {
  const width = rect.x1 - rect.x0;
  const height = rect.y1 - rect.y0;
  // A bold capital is about 0.7 em wide; a little room is kept either side.
  const font = Math.min(MAX_FONT, (width - 4) / (symbol.length * 0.7 + 0.3), height / 1.4);
  if (font < MIN_FONT) return null;
  return { font, withChange: height >= font * 2.6 && width >= font * 3.6 };
}
