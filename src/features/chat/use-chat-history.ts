"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";

/** Rooms whose pages the offline cache keeps: the last few read (docs/behaviour.md#offline-cache). */
const KEPT_ROOMS = 10;

/**
 * A room's history, newest first, a page of 30 at a time by an id cursor that never shifts while
 * messages arrive (docs/product.md#chat). Never refetched on its own: the live stream (or the
 * polling) keeps the pages current from the first page's `seq`, also after a restore from the
 * offline cache, and a refetch racing the stream could drop what it delivered meanwhile.
 */
export function useChatHistory(room: string) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.chat.history.infiniteQueryOptions(
      { room },
      {
        getNextPageParam: (page) => page.nextCursor,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        meta: { silentErrors: true, persist: { latest: KEPT_ROOMS } },
      },
    ),
  );
}
