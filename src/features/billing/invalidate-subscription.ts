import type { QueryClient } from "@tanstack/react-query";

/**
 * After checkout, a cancellation or a portal return the subscription changed: the stripe.* queries
 * are fetched again now, inactive ones too, because they never refetch on mount (SPEC §9).
 */
export function invalidateSubscriptionQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [["stripe"]], refetchType: "all" });
}
