import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * Calls `onAnswer` at each answer of the health poll (`healthKey`): null when the server answered,
 * the error when the poll failed. For what follows the poll without observing the query again: one
 * more observer would refetch on mount and keep batched requests alive that the page's own
 * remounts would otherwise cancel. Returns the unsubscribe.
 * @see https://tanstack.com/query/v5/docs/reference/QueryCache#querycachesubscribe
 */
export function subscribeToHealthAnswers(
  queryClient: QueryClient,
  healthKey: QueryKey,
  onAnswer: (error: unknown) => void,
): () => void {
  const healthHash = hashKey(healthKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryHash !== healthHash) return;
    if (event.action.type === "success") onAnswer(null);
    else if (event.action.type === "error") onAnswer(event.action.error);
  });
}
