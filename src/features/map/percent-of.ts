/**
 * `value` as a CSS percentage of `of`, to a thousandth of a percent: finer than a pixel on any
 * screen, and a third the length of a float's text in every tile's style (docs/product.md#market-map).
 */
export function percentOf(value: number, of: number): string {
  return `${Number(((value / of) * 100).toFixed(3))}%`;
}
