/** The symbols a screener page shows, and so asks the stream for. */
const PAGE_SYMBOLS = 50;

/**
 * `count` pages' GET /api/market/stream addresses: each follows `traded` and the next 49 symbols
 * of `universe` after the page before's, wrapping round, so every symbol has about
 * count × 49 / universe streams and every stream shares `traded`.
 */
export function pageStreamUrls(traded: string, universe: readonly string[], count: number) {
  const others = universe.filter((symbol) => symbol !== traded);
  return Array.from({ length: count }, (_, page) => {
    const symbols = Array.from(
      { length: PAGE_SYMBOLS - 1 },
      (_, i) => others[(page * (PAGE_SYMBOLS - 1) + i) % others.length],
    );
    return `http://localhost:3000/api/market/stream?symbols=${[traded, ...symbols].join(",")}`;
  });
}
