import type { QueryClient } from "@tanstack/react-query";
import type { useRouter } from "next/navigation";
import type { useTRPC } from "@/lib/trpc/react";
import { invalidateSubscriptionQueries } from "./invalidate-subscription";

/**
 * After a checkout or a plan change: the account page at `href`, with the subscription fetched
 * again for it. The navigation starts first and the refetch is awaited after it: when the refetch
 * landed first, the page the person was on re-rendered as "already on this plan" and the
 * navigation that followed at times never committed (the billing browser test failed about one
 * run in three).
 */
export async function showChangedSubscription(
  queryClient: QueryClient,
  trpc: ReturnType<typeof useTRPC>,
  router: ReturnType<typeof useRouter>,
  href: string,
): Promise<void> {
  const refetched = invalidateSubscriptionQueries(queryClient, trpc);
  router.push(href);
  await refetched;
}
