"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";

/** How often the server is asked whether it answers: rarely while it does, often while it does not. */
const REACHABLE_POLL_MS = 30_000;
const UNREACHABLE_POLL_MS = 5_000;

/**
 * Whether the server answers right now: the health query, asked on every mount, on focus and
 * every 30 s (every 5 s while it does not answer), with no retries so that an outage shows at once.
 * Its failure is shown by the offline notice and the footer badge, not as a toast. The query itself
 * is always sent (`networkMode: "always"`), or nothing would notice the server coming back; what
 * its answers mean for the query client's "online" is OnlineStatusSync's.
 */
export function useServerReachable() {
  const trpc = useTRPC();
  const health = useQuery(
    trpc.health.status.queryOptions(undefined, {
      refetchOnMount: "always",
      refetchInterval: (query) =>
        query.state.status === "error" ? UNREACHABLE_POLL_MS : REACHABLE_POLL_MS,
      retry: false,
      networkMode: "always",
      meta: { silentErrors: true },
    }),
  );
  return {
    checking: health.isPending,
    reachable: !health.isError,
    databaseOk: health.data?.database === "ok" && !health.isError,
  };
}
