import { formatCompact, formatPrice } from "./format-market-number";

/**
 * The one way each of a symbol's headline figures is written wherever the symbol shows (screener,
 * stock page, watchlists, search, chat, shared lists; docs/live-market.md#correct-data-everywhere),
 * and what "—" means when the figure is unknown: said in the tooltip and to screen readers.
 */
export const marketFigures = {
  price: {
    format: (value: number) => formatPrice(value),
    missing: "No price: the data source has none for this listing.",
  },
  volume: {
    format: (value: number) => formatCompact(value),
    missing: "No volume: the data source has none for this listing.",
  },
  marketCap: {
    format: (value: number) => formatCompact(value, "$"),
    missing:
      "No market cap: the data source gives none for this listing (usual for funds, preferreds, warrants and units).",
  },
} as const;
export type MarketFigureName = keyof typeof marketFigures;
