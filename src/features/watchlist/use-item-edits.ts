"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "@/lib/analytics/track";
import type { WatchlistAddSource } from "@/lib/analytics/event-catalogue";
import { useTRPC } from "@/lib/trpc/react";
import type { WatchlistDetail as ListDetail, WatchlistRow, WatchlistSummary as ListSummary } from "./server/data";

/**
 * The edits of a list's items, each shown at once and everywhere (the list's table, its count,
 * "added" marks), rolled back when the server refuses (the query client's toast says why), and checked against the
 * server's answer afterwards (docs/product.md#watchlists). Every edit carries an id of its own, so
 * one sent again is applied once.
 */
export function useItemEdits() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listsKey = trpc.watchlist.lists.queryKey();
  const detailKey = (id: string) => trpc.watchlist.get.queryKey({ id });

  /** Applies `change` to the cached lists and the list's rows, returning how to undo it. */
  async function optimistically(id: string | undefined, change: { symbols: (symbols: string[]) => string[]; rows?: (rows: WatchlistRow[]) => WatchlistRow[] }) {
    await queryClient.cancelQueries({ queryKey: listsKey });
    const lists = queryClient.getQueryData<ListSummary[]>(listsKey);
    const targetId = id ?? (lists?.find((list) => list.isDefault) ?? lists?.[0])?.id;
    const detail = targetId ? queryClient.getQueryData<ListDetail>(detailKey(targetId)) : undefined;
    if (targetId) {
      await queryClient.cancelQueries({ queryKey: detailKey(targetId) });
      queryClient.setQueryData<ListSummary[]>(listsKey, (old) => old?.map((list) => (list.id === targetId ? { ...list, symbols: change.symbols(list.symbols) } : list)));
      if (change.rows) queryClient.setQueryData<ListDetail>(detailKey(targetId), (old) => old && { ...old, rows: change.rows!(old.rows) });
    }
    return () => {
      queryClient.setQueryData(listsKey, lists);
      if (targetId) queryClient.setQueryData(detailKey(targetId), detail);
    };
  }

  /** The Business-metric event of a list whose size changed, its new size worked out from the symbols it held (docs/product.md#watchlists). */
  const trackListSize = (id: string, sizeAfter: (held: string[]) => number) => {
    const held = queryClient.getQueryData<ListSummary[]>(listsKey)?.find((list) => list.id === id)?.symbols ?? [];
    track("business_metric", { metric_name: "watchlist_size", metric_value: sizeAfter(held) });
  };

  const settle = (id: string | undefined) => {
    void queryClient.invalidateQueries({ queryKey: listsKey });
    if (id) void queryClient.invalidateQueries({ queryKey: detailKey(id) });
  };
  // The query client's mutation cache says why in a toast (create-query-client.ts); this takes the change back.
  const refuse = (undo: (() => void) | undefined) => undo?.();

  const add = useMutation(
    trpc.watchlist.addSymbols.mutationOptions({
    onMutate: ({ id, symbols }) => optimistically(id, { symbols: (held) => [...held, ...symbols.filter((symbol) => !held.includes(symbol))] }),
    onError: (_error, _input, undo) => refuse(undo),
    onSettled: (result, _error, input) => settle(result?.id ?? input.id),
    }),
  );
  const remove = useMutation(
    trpc.watchlist.removeSymbol.mutationOptions({
    onMutate: ({ id, symbol }) => optimistically(id, { symbols: (held) => held.filter((s) => s !== symbol), rows: (rows) => rows.filter((row) => row.symbol !== symbol) }),
    onError: (_error, _input, undo) => refuse(undo),
    onSettled: (_result, _error, input) => settle(input.id),
    }),
  );
  const move = useMutation(
    trpc.watchlist.moveSymbol.mutationOptions({
    onMutate: ({ id, symbol, toIndex }) => optimistically(id, { symbols: (held) => moveTo(held, symbol, toIndex, (s) => s), rows: (rows) => moveTo(rows, symbol, toIndex, (row) => row.symbol) }),
    onError: (_error, _input, undo) => refuse(undo),
    onSettled: (_result, _error, input) => settle(input.id),
    }),
  );
  const update = useMutation(
    trpc.watchlist.updateItem.mutationOptions({
    onMutate: ({ id, symbol, note, targetPrice }) =>
      optimistically(id, {
        symbols: (held) => held,
        rows: (rows) => rows.map((row) => (row.symbol !== symbol ? row : { ...row, note: note === undefined ? row.note : note, targetPrice: targetPrice === undefined ? row.targetPrice : targetPrice })),
      }),
    onError: (_error, _input, undo) => refuse(undo),
    onSettled: (_result, _error, input) => settle(input.id),
    }),
  );

  return {
    /** Adds symbols to list `id`, or to the person's default list (made when they have none). */
    add: (id: string | undefined, symbols: string[], source: WatchlistAddSource) =>
      add.mutateAsync({ id, symbols, editId: crypto.randomUUID() }).then((result) => {
        // An import is one event of its own (watchlist_imported), not one per symbol.
        if (source !== "import") for (const symbol of result.replayed ? [] : result.added) track("watchlist_symbol_added", { symbol, source });
        if (!result.replayed && result.added.length > 0) trackListSize(result.id, (held) => new Set([...held, ...result.added]).size);
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
      move.mutate({ id, symbol, toIndex, editId: crypto.randomUUID() }, { onSuccess: () => track("watchlist_reordered", { method }) }),
    update: (id: string, symbol: string, fields: { note?: string | null; targetPrice?: number | null }) => update.mutate({ id, symbol, ...fields, editId: crypto.randomUUID() }),
  };
}

function moveTo<T>(items: readonly T[], symbol: string, toIndex: number, symbolOf: (item: T) => string): T[] {
  const from = items.findIndex((item) => symbolOf(item) === symbol);
  if (from < 0) return [...items];
  const next = items.filter((_, i) => i !== from);
  next.splice(Math.max(0, Math.min(toIndex, next.length)), 0, items[from]!);
  return next;
}
