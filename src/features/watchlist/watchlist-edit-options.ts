import type { QueryClient } from "@tanstack/react-query";
import { queryRetryDelay } from "@/lib/query/retry-policy";
import { retryQueuedEdit } from "@/lib/query/retry-queued-edit";
import type { useTRPC } from "@/lib/trpc/react";
import type { WatchlistDetail, WatchlistRow, WatchlistSummary } from "./server/data";

type Trpc = ReturnType<typeof useTRPC>;
type ListChange = {
  symbols: (symbols: string[]) => string[];
  rows?: (rows: WatchlistRow[]) => WatchlistRow[];
  name?: string;
};

/**
 * What every edit that works offline shares (docs/behaviour.md#offline-edits): it waits for the
 * server instead of failing, is persisted while it waits, and runs after the edits made before it,
 * one at a time (one scope), so the server applies them in the order they were made.
 */
const QUEUED = {
  networkMode: "online",
  retry: retryQueuedEdit,
  retryDelay: queryRetryDelay,
  scope: { id: "watchlist-edits" },
  meta: { queueWhileOffline: true },
} as const;

/**
 * The edits of a person's lists that work offline, as full mutation options: the hooks use them,
 * and watchlist-edit-queue.tsx registers them as the defaults of their keys, so an edit restored
 * from the device after a reload has its request and its cache updates too.
 *
 * Each shows at once and everywhere (the list's table, its count, "added" marks). A refusal is
 * said by the query client's toast and in the offline outcomes; the change is taken back by
 * reading the server's lists again, which every settled edit does. No undo snapshot is kept in
 * the mutation: a waiting edit is persisted, and a snapshot of a 500-row list per edit would be too.
 */
export function createWatchlistEditOptions(trpc: Trpc) {
  const listsKey = trpc.watchlist.lists.queryKey();
  const detailKey = (id: string) => trpc.watchlist.get.queryKey({ id });

  async function optimistically(client: QueryClient, id: string | undefined, change: ListChange) {
    await client.cancelQueries({ queryKey: listsKey });
    const lists = client.getQueryData<WatchlistSummary[]>(listsKey);
    const targetId = id ?? (lists?.find((list) => list.isDefault) ?? lists?.[0])?.id;
    if (!targetId) return;
    await client.cancelQueries({ queryKey: detailKey(targetId) });
    client.setQueryData<WatchlistSummary[]>(listsKey, (old) =>
      old?.map((list) =>
        list.id === targetId
          ? { ...list, name: change.name ?? list.name, symbols: change.symbols(list.symbols) }
          : list,
      ),
    );
    client.setQueryData<WatchlistDetail>(
      detailKey(targetId),
      (old) =>
        old && {
          ...old,
          name: change.name ?? old.name,
          rows: change.rows ? change.rows(old.rows) : old.rows,
        },
    );
  }
  // Settled either way: the server's lists replace the guess (and undo a refused one).
  const settle = (client: QueryClient) =>
    client.invalidateQueries({ queryKey: trpc.watchlist.pathKey() });
  const same = <T>(items: T) => items;

  return {
    add: trpc.watchlist.addSymbols.mutationOptions({
      ...QUEUED,
      onMutate: ({ id, symbols }, { client }) =>
        optimistically(client, id, {
          symbols: (held) => [...held, ...symbols.filter((symbol) => !held.includes(symbol))],
        }),
      onSettled: (_result, _error, _input, _context, { client }) => settle(client),
    }),
    remove: trpc.watchlist.removeSymbol.mutationOptions({
      ...QUEUED,
      onMutate: ({ id, symbol }, { client }) =>
        optimistically(client, id, {
          symbols: (held) => held.filter((s) => s !== symbol),
          rows: (rows) => rows.filter((row) => row.symbol !== symbol),
        }),
      onSettled: (_result, _error, _input, _context, { client }) => settle(client),
    }),
    move: trpc.watchlist.moveSymbol.mutationOptions({
      ...QUEUED,
      onMutate: ({ id, symbol, toIndex }, { client }) =>
        optimistically(client, id, {
          symbols: (held) => moveTo(held, symbol, toIndex, same),
          rows: (rows) => moveTo(rows, symbol, toIndex, (row) => row.symbol),
        }),
      onSettled: (_result, _error, _input, _context, { client }) => settle(client),
    }),
    update: trpc.watchlist.updateItem.mutationOptions({
      ...QUEUED,
      onMutate: ({ id, symbol, note, targetPrice }, { client }) =>
        optimistically(client, id, {
          symbols: same,
          rows: (rows) =>
            rows.map((row) =>
              row.symbol !== symbol
                ? row
                : {
                    ...row,
                    note: note === undefined ? row.note : note,
                    targetPrice: targetPrice === undefined ? row.targetPrice : targetPrice,
                  },
            ),
        }),
      onSettled: (_result, _error, _input, _context, { client }) => settle(client),
    }),
    // A clash with another list's name is said at the form's field while online, so not in a toast.
    rename: trpc.watchlist.rename.mutationOptions({
      ...QUEUED,
      meta: { ...QUEUED.meta, silentErrors: true },
      onMutate: ({ id, name }, { client }) => optimistically(client, id, { symbols: same, name }),
      onSettled: (_result, _error, _input, _context, { client }) => settle(client),
    }),
  };
}

export type WatchlistEditOptions = ReturnType<typeof createWatchlistEditOptions>;

function moveTo<T>(
  items: readonly T[],
  symbol: string,
  toIndex: number,
  symbolOf: (item: T) => string,
): T[] {
  const from = items.findIndex((item) => symbolOf(item) === symbol);
  if (from < 0) return [...items];
  const next = items.filter((_, i) => i !== from);
  next.splice(Math.max(0, Math.min(toIndex, next.length)), 0, items[from]!);
  return next;
}
