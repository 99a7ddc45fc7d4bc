"use client";

import { matchQuery, type Query, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";

/**
 * When the oldest data on screen was fetched: the least `dataUpdatedAt` of the queries a mounted
 * component shows (active ones holding an answer; a failed refetch keeps the data it shows, so it
 * still counts), leaving out those under `exclude`. The oldest, because "showing data from X" must
 * be true of everything the person sees (docs/behaviour.md#offline-cache). Subscribed to the query
 * cache, so it follows every answer, removal and (un)mount.
 */
export function useOldestShownDataTime(exclude: QueryKey): number | null {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(() => onChange()),
    [queryCache],
  );
  const read = useCallback(() => {
    const shown = queryCache.findAll({
      type: "active",
      predicate: (query: Query) =>
        query.state.dataUpdatedAt > 0 && !matchQuery({ queryKey: exclude }, query),
    });
    return shown.length > 0 ? Math.min(...shown.map((query) => query.state.dataUpdatedAt)) : null;
  }, [queryCache, exclude]);
  return useSyncExternalStore(subscribe, read, () => null);
}
