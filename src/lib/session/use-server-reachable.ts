"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";

/**
 * Whether the server answers right now: the health query, asked on every mount, on focus and
 * every 30 s, with no retries so that an outage shows at once. Its failure is shown by the
 * offline notice and the footer badge, not as a toast.
 */
export function useServerReachable() {
  const trpc = useTRPC();
  const health = useQuery(
    trpc.health.status.queryOptions(undefined, {
      refetchOnMount: "always",
      refetchInterval: 30_000,
      retry: false,
      meta: { silentErrors: true },
    }),
  );
  return {
    checking: health.isPending,
    reachable: !health.isError,
    databaseOk: health.data?.database === "ok" && !health.isError,
  };
}
