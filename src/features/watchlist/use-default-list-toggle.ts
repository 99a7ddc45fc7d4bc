"use client";

import { useEffect, useMemo, useRef } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useAppSession } from "@/lib/session/session-context";
import { useItemEdits } from "./use-item-edits";
import { useWatchlists } from "./use-watchlists";

/** Whether a symbol is in the person's default list, and the one-click way to put it there or take it out. */
export type DefaultListToggle = {
  listName: string;
  isIn: (symbol: string) => boolean;
  toggle: (symbol: string) => void;
};

/**
 * For tables of many symbols (the screener): one subscription to the lists for the whole table,
 * not one per row. Null for a visitor, and until the page has hydrated (the lists may come from
 * this device's cache, which the server's HTML could not know).
 */
export function useDefaultListToggle(): DefaultListToggle | null {
  const { identity } = useAppSession();
  const hydrated = useHydrated();
  const signedIn = identity.status === "authenticated";
  const lists = useWatchlists({ enabled: signedIn });
  // The edits are read when a star is clicked, so the toggle's identity follows the lists only and
  // the table's memoised rows re-render when a list changes, not at every render of the table.
  const items = useItemEdits();
  const latestItems = useRef(items);
  useEffect(() => {
    latestItems.current = items;
  });
  const data = signedIn && hydrated ? lists.data : undefined;
  return useMemo(() => {
    if (!data) return null;
    const target = data.find((list) => list.isDefault) ?? data[0];
    const held = new Set(target?.symbols ?? []);
    return {
      // With no list yet, the first addition makes "My watchlist" (the server's default list).
      listName: target?.name ?? "My watchlist",
      isIn: (symbol: string) => held.has(symbol),
      toggle: (symbol: string) =>
        target && held.has(symbol)
          ? latestItems.current.remove(target.id, symbol)
          : void latestItems.current.add(target?.id, [symbol], "screener").catch(() => undefined),
    };
  }, [data]);
}
