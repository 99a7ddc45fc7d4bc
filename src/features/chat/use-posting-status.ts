"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";

/**
 * Whether the reader may post, or why not (docs/product.md#chat). Asked again on each visit and on
 * returning to the tab: a link confirmed in another tab, or a mute that ran out, counts at once.
 */
export function usePostingStatus() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.chat.postingStatus.queryOptions(),
    staleTime: 0,
    meta: { silentErrors: true },
  });
}
