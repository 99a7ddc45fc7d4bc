import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import type { UserPersister } from "./create-idb-persister";
import { OFFLINE_CACHE_MAX_AGE_MS } from "./offline-cache-max-age";

/**
 * docs/behaviour.md#offline-cache: a cache built by another code version is discarded. The build stamps its version and
 * build id into NEXT_PUBLIC_CACHE_BUSTER (next.config.ts).
 */
export const CACHE_BUSTER = process.env.NEXT_PUBLIC_CACHE_BUSTER ?? "development";

export function createPersistOptions(persister: UserPersister): Omit<PersistQueryClientOptions, "queryClient"> {
  return {
    persister,
    maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    buster: CACHE_BUSTER,
    // Only settled, successful answers are worth restoring, and only of queries that do not opt out
    // with `meta: { persist: false }` (docs/behaviour.md#offline-cache: the subscription queries).
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === "success" && query.meta?.persist !== false },
  };
}
