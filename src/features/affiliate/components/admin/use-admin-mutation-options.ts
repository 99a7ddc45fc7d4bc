"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";

/**
 * What every affiliate admin action shares: its failure shown at the action (not as a toast), and
 * on success a refresh of the lists it may have changed. A decision or a rate changes the
 * affiliates; a decision or a payout changes what is due. Refused attributions never change here.
 * The returned promise keeps the action pending until the lists are fresh.
 */
export function useAdminMutationOptions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    meta: { silentErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.affiliate.admin.affiliates.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.affiliate.admin.payouts.pathKey() }),
      ]),
  };
}
