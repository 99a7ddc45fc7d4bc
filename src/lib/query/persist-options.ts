import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import type { UserPersister } from "./create-idb-persister";
import { isSubscriptionQuery } from "./create-query-client";

/** SPEC §9: a persisted cache older than 24 h is discarded. */
export const PERSIST_MAX_AGE_MS = 86_400_000;

/**
 * SPEC §9: a cache built by another code version is discarded. The build stamps its version and
 * build id into NEXT_PUBLIC_CACHE_BUSTER (next.config.ts).
 */
export const CACHE_BUSTER = process.env.NEXT_PUBLIC_CACHE_BUSTER ?? "development";

export function createPersistOptions(persister: UserPersister): Omit<PersistQueryClientOptions, "queryClient"> {
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: CACHE_BUSTER,
    // Only settled, successful answers are worth restoring. The subscription queries are not kept:
    // they never refetch on mount (SPEC §9), so a restored plan could be a day old on another device
    // (a purchase on the laptop would not show on the phone). Unpersisted, each page load asks once.
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === "success" && !isSubscriptionQuery(query.queryKey) },
  };
}
