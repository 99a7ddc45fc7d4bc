"use client";

import { createContext } from "react";

/** A command typed in the search instead of a symbol: what it says, and the page that carries it out. */
export type SearchCommand = { label: string; href: string };

/**
 * Commands the search understands besides symbols (docs/product.md#search), supplied by the page's
 * shell so the market feature does not know the features behind them (`alert AAPL > 200`).
 */
export const SearchCommandContext = createContext<((text: string) => SearchCommand | null) | null>(
  null,
);
