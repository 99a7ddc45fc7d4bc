"use client";

import { onlineManager, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { isUnreachable } from "@/lib/query/is-unreachable";
import { useTRPC } from "@/lib/trpc/react";

/** How often the server is asked whether it answers: rarely while it does, often while it does not. */
const REACHABLE_POLL_MS = 30_000;
const UNREACHABLE_POLL_MS = 5_000;

/**
 * Whether the server answers right now: the health query, asked on every mount, on focus and
 * every 30 s (every 5 s while it does not answer), with no retries so that an outage shows at once.
 * Its failure is shown by the offline notice and the footer badge, not as a toast.
 *
 * Whether it got an answer at all is also what the query client takes for "online"
 * (docs/behaviour.md#offline-edits): the browser's own flag says only that a network exists, not
 * that this server answers. Offline,
 * queries wait instead of failing and queued edits pause; back online, the paused edits are sent.
 * The health query itself is always sent, or nothing would notice the server coming back.
 * @see https://tanstack.com/query/v5/docs/reference/onlineManager
 */
export function useServerReachable() {
  const trpc = useTRPC();
  const health = useQuery(
    trpc.health.status.queryOptions(undefined, {
      refetchOnMount: "always",
      refetchInterval: (query) => (query.state.status === "error" ? UNREACHABLE_POLL_MS : REACHABLE_POLL_MS),
      retry: false,
      networkMode: "always",
      meta: { silentErrors: true },
    }),
  );
  const checking = health.isPending;
  const reachable = !health.isError;
  // Offline for the query client only when the poll got no answer at all: a server answering with
  // errors (a proxy's 502, a 429) is there, and queries then fail and say so as usual.
  const answered = !(health.isError && isUnreachable(health.error));
  // Every answer (or failure) of the poll sets the flag, so it is right again after anything else
  // cleared it: an edit whose request got no answer marks the client offline (retry-queued-edit.ts)
  // and the poll is asked at once to confirm or correct that.
  const answeredAt = Math.max(health.dataUpdatedAt, health.errorUpdatedAt);
  useEffect(() => {
    if (answeredAt > 0) onlineManager.setOnline(answered);
  }, [answeredAt, answered]);
  const { refetch } = health;
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (!online) void refetch();
      }),
    [refetch],
  );
  return {
    checking,
    reachable,
    databaseOk: health.data?.database === "ok" && !health.isError,
  };
}
