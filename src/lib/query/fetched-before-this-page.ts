import type { Query } from "@tanstack/react-query";

/** When this document started loading: data older than this was restored from the persisted cache. */
const pageLoadedAt = typeof performance === "undefined" ? 0 : performance.timeOrigin;

/**
 * Whether a query's data came from before this page load, i.e. from the persisted cache (possibly a
 * day old, from another device's change): such data is shown at once and fetched again on mount.
 */
export function fetchedBeforeThisPage(query: Query): boolean {
  return updatedBeforeThisPage(query.state.dataUpdatedAt);
}

/** The same, for a query result's `dataUpdatedAt`: its data was restored from the persisted cache. */
export function updatedBeforeThisPage(dataUpdatedAt: number): boolean {
  return dataUpdatedAt < pageLoadedAt;
}
