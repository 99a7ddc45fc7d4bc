"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";

/**
 * The person's lists and their symbols, shown at once from the cache kept on this device and
 * always checked with the server when a screen opens (stale at once, unlike the 5-minute default):
 * a symbol added on another page or device moments ago must be there, and the cache may have
 * been written before that addition (docs/behaviour.md#offline-cache).
 */
export function useWatchlists({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.watchlist.lists.queryOptions(), staleTime: 0, enabled });
}

/** One list with its quote columns, checked with the server on opening for the same reason. */
export function useWatchlist(id: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.watchlist.get.queryOptions({ id }), staleTime: 0 });
}
