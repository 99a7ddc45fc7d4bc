/**
 * docs/behaviour.md#offline-cache: the persisted cache is discarded after 24 h, and queries are
 * kept in memory (`gcTime`) as long. One value for both: TanStack requires `gcTime` ≥ `maxAge`, or a
 * restored query is garbage-collected before it expires and the next save drops it.
 * @see https://tanstack.com/query/v5/docs/framework/react/plugins/persistQueryClient
 */
export const OFFLINE_CACHE_MAX_AGE_MS = 86_400_000;
