"use client";

import { createRecentList } from "@/lib/session/create-recent-list";

export type RecentSymbol = { symbol: string; name: string };

/** docs/product.md#search: the last symbols opened on this device, newest first, kept per person. */
export const useRecentSymbols = createRecentList<RecentSymbol>({
  name: "marketdesk-recent-symbols",
  keep: 8,
  isItem: (value): value is RecentSymbol =>
    typeof (value as Partial<RecentSymbol> | null)?.symbol === "string" &&
    typeof (value as Partial<RecentSymbol>).name === "string",
  same: (a, b) => a.symbol === b.symbol,
});
