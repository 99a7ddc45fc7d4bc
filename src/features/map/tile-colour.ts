/**
 * The colours of a change, from a loss at `-full` percent or more through grey to a gain at `full`
 * or more, as the usual market map draws them (docs/product.md#market-map). Stops are sRGB.
 */
const stops: ReadonlyArray<readonly [number, readonly [number, number, number]]> = [
  [-1, [246, 53, 56]],
  [-2 / 3, [191, 64, 69]],
  [-1 / 3, [139, 68, 78]],
  [0, [65, 69, 84]],
  [1 / 3, [53, 118, 78]],
  [2 / 3, [47, 158, 79]],
  [1, [48, 204, 90]],
];

const NO_CHANGE: readonly [number, number, number] = [100, 116, 139];

function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two luminances. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function mix(t: number): readonly [number, number, number] {
  const clamped = Math.max(-1, Math.min(1, t));
  for (let i = 1; i < stops.length; i++) {
    const [to, high] = stops[i] as (typeof stops)[number];
    const [from, low] = stops[i - 1] as (typeof stops)[number];
    if (clamped <= to) {
      const f = (clamped - from) / (to - from);
      const channel = (c: 0 | 1 | 2) => Math.round(low[c] + (high[c] - low[c]) * f);
      return [channel(0), channel(1), channel(2)];
    }
  }
  return stops[stops.length - 1]?.[1] ?? NO_CHANGE;
}

/**
 * A tile's background for `changePct` on a scale saturating at `full` percent, and the label
 * colour, white or black, whichever contrasts more: for any background one of them reaches at
 * least 4.58:1, above WCAG AA's 4.5 for small text, in either theme (the tile is its own ground).
 * An unknown change is a slate grey, not the colour of zero.
 */
export function tileColour(changePct: number | null, full: number) {
  const rgb = changePct === null || !Number.isFinite(changePct) ? NO_CHANGE : mix(changePct / full);
  const luminance = relativeLuminance(rgb);
  const text = contrastRatio(luminance, 1) >= contrastRatio(luminance, 0) ? "#ffffff" : "#000000";
  return { background: `rgb(${rgb[0]} ${rgb[1]} ${rgb[2]})`, text, luminance };
}
