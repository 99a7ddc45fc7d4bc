"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";

/**
 * What the person may do now, as the server decides it (`stripe.getEntitlements`, the same
 * getEntitlements every limit check runs): a guest's limits for guests and visitors, the plan's for
 * members. Every screen that shows or offers a limit or a feature reads it here.
 */
export function useEntitlements() {
  const trpc = useTRPC();
  return useQuery(trpc.stripe.getEntitlements.queryOptions());
}
