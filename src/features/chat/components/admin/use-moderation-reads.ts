"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ADMIN_READ_META } from "@/lib/query/query-meta";
import { useTRPC } from "@/lib/trpc/react";

/**
 * The moderation console's three reads, each in one place: its section shows it, and the console
 * waits for all three before showing any (moderation-console.tsx says why). TanStack Query shares
 * one fetch between the two callers of each.
 */

/** The review queue, 25 cards a page; checked again every 30 s, so new reports arrive without a reload. */
export function useModerationQueue() {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.chat.moderation.queue.infiniteQueryOptions(
      {},
      {
        getNextPageParam: (page) => page.nextCursor,
        refetchInterval: 30_000,
        meta: ADMIN_READ_META,
      },
    ),
  );
}

/** The mutes and bans in force. */
export function useModerationSanctions() {
  const trpc = useTRPC();
  return useQuery(
    trpc.chat.moderation.sanctions.queryOptions(undefined, { meta: ADMIN_READ_META }),
  );
}

/** The audit log, newest first, 50 lines a page. */
export function useModerationLog() {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.chat.moderation.log.infiniteQueryOptions(
      {},
      { getNextPageParam: (page) => page.nextCursor, meta: ADMIN_READ_META },
    ),
  );
}
