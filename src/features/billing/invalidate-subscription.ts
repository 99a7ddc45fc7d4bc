import type { QueryClient } from "@tanstack/react-query";
import type { useTRPC } from "@/lib/trpc/react";

/**
 * After checkout, a cancellation or a portal return the subscription changed: every stripe.* query
 * (the subscription, the entitlements, the plans) is fetched again now, inactive ones too, because
 * they never refetch on mount (docs/behaviour.md#offline-cache). The key is the router's own prefix.
 * @see https://trpc.io/docs/client/tanstack-react-query/usage#queryKey
 */
export function invalidateSubscriptionQueries(
  queryClient: QueryClient,
  trpc: ReturnType<typeof useTRPC>,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.stripe.pathKey(), refetchType: "all" });
}
