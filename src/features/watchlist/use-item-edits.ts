"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { WatchlistAddSource } from "@/lib/analytics/event-catalogue";
import { track } from "@/lib/analytics/track";
import { useTRPC } from "@/lib/trpc/react";
import type { WatchlistSummary as ListSummary } from "./server/data";
import { createWatchlistEditOptions } from "./watchlist-edit-options";

/**
 * The edits of a list's items, each shown at once and everywhere, kept on the device and sent when
 * the server answers again when it cannot be reached (watchlist-edit-options.ts,
 * docs/behaviour.md#offline-edits). Every edit carries an id of its own, so one sent again is
 * applied once.
 */
export function useItemEdits() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = useMemo(() => createWatchlistEditOptions(trpc), [trpc]);
  const listsKey = trpc.watchlist.lists.queryKey();

  /** The Business-metric event of a list whose size changed, its new size worked out from the symbols it held (docs/product.md#watchlists). */
  const trackListSize = (id: string, sizeAfter: (held: string[]) => number) => {
    const held =
      queryClient.getQueryData<ListSummary[]>(listsKey)?.find((list) => list.id === id)?.symbols ??
      [];
    track("business_metric", { metric_name: "watchlist_size", metric_value: sizeAfter(held) });
  };

  const add = useMutation(options.add);
  const remove = useMutation(options.remove);
  const move = useMutation(options.move);
  const update = useMutation(options.update);

  return {
    /** Adds symbols to list `id`, or to the person's default list (made when they have none). */
    add: (id: string | undefined, symbols: string[], source: WatchlistAddSource) =>
      add.mutateAsync({ id, symbols, editId: crypto.randomUUID() }).then((result) => {
        // An import is one event of its own (watchlist_imported), not one per symbol.
        if (source !== "import")
          for (const symbol of result.replayed ? [] : result.added)
            track("watchlist_symbol_added", { symbol, source });
        if (!result.replayed && result.added.length > 0)
          trackListSize(result.id, (held) => new Set([...held, ...result.added]).size);
        return result;
      }),
    remove: (id: string, symbol: string) =>
      remove.mutate(
        { id, symbol, editId: crypto.randomUUID() },
        {
          onSuccess: () => {
            track("watchlist_symbol_removed", { symbol });
            trackListSize(id, (held) => held.filter((s) => s !== symbol).length);
          },
        },
      ),
    move: (id: string, symbol: string, toIndex: number, method: "keyboard" | "drag" | "button") =>
      move.mutate(
        { id, symbol, toIndex, editId: crypto.randomUUID() },
        { onSuccess: () => track("watchlist_reordered", { method }) },
      ),
    update: (
      id: string,
      symbol: string,
      fields: { note?: string | null; targetPrice?: number | null },
    ) => update.mutate({ id, symbol, ...fields, editId: crypto.randomUUID() }),
  };
}
