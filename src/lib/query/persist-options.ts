import type { Query, QueryClient } from "@tanstack/react-query";
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import type { UserPersister } from "./create-idb-persister";
import { OFFLINE_CACHE_MAX_AGE_MS } from "./offline-cache-max-age";

/**
 * docs/behaviour.md#offline-cache: a cache built by another code version is discarded. The build stamps its version and
 * build id into NEXT_PUBLIC_CACHE_BUSTER (next.config.ts).
 */
export const CACHE_BUSTER = process.env.NEXT_PUBLIC_CACHE_BUSTER ?? "development";

/**
 * For each procedure with `persist: { latest }`, its latest answered queries. The persist plugin
 * dehydrates the whole cache on every cache event (not only on the throttled write), asking about
 * each query in turn, so the answer is worked out once per dehydration (one task) and reused, not
 * by a search of the cache per query. A tRPC key starts with the procedure's path.
 * @see node_modules/@tanstack/query-persist-client-core/build/modern/persist.js (`persistQueryClientSubscribe`)
 */
function createLatestQueries(queryClient: QueryClient) {
  let kept: Map<string, Set<Query>> | null = null;
  return (query: Query, latest: number): boolean => {
    if (!kept) {
      kept = new Map();
      queueMicrotask(() => (kept = null));
    }
    const procedure = JSON.stringify(query.queryKey[0]);
    let set = kept.get(procedure);
    if (!set) {
      const answered = queryClient.getQueryCache().findAll({
        queryKey: [query.queryKey[0]],
        predicate: (other) => other.state.status === "success",
      });
      set = new Set(
        answered.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, latest),
      );
      kept.set(procedure, set);
    }
    return set.has(query);
  };
}

export function createPersistOptions(
  persister: UserPersister,
  queryClient: QueryClient,
): Omit<PersistQueryClientOptions, "queryClient"> {
  const isAmongLatest = createLatestQueries(queryClient);
  return {
    persister,
    maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    buster: CACHE_BUSTER,
    // Only settled, successful answers are worth restoring, and only of queries that do not opt out
    // with `meta: { persist: false }` (docs/behaviour.md#offline-cache: the admin consoles' reads),
    // and of a procedure asked with many inputs only the latest few (`meta: { persist: { latest } }`).
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => {
        const persist = query.meta?.persist;
        if (query.state.status !== "success" || persist === false) return false;
        return persist === undefined || isAmongLatest(query, persist.latest);
      },
      // docs/behaviour.md#offline-edits: the edits the server has not answered are kept with the
      // person's cache, so a reload or a closed tab loses none; nothing else a mutation holds is
      // kept. Not only the paused ones: an edit between two tries is not paused, and a reload then
      // would lose it (it is sent again after the restore; its id makes that safe).
      shouldDehydrateMutation: (mutation) =>
        mutation.state.status === "pending" && mutation.meta?.queueWhileOffline === true,
    },
  };
}
