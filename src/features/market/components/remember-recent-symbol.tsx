"use client";

import { useEffect } from "react";
import { useRecentSymbols } from "../use-recent-symbols";

/** Puts the stock page's symbol at the front of the person's recent symbols (docs/product.md#search), however the page was reached. */
export function RememberRecentSymbol({ symbol, name }: { symbol: string; name: string }) {
  const { remember } = useRecentSymbols();
  useEffect(() => remember({ symbol, name }), [remember, symbol, name]);
  return null;
}
