"use client";

import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isUnreachable } from "@/lib/query/is-unreachable";
import { useTRPC } from "@/lib/trpc/react";
import { subscribeToHealthAnswers } from "./subscribe-to-health-answers";

/**
 * Makes the health poll's answers what the query client takes for "online"
 * (docs/behaviour.md#offline-edits): the browser's own flag says only that a network exists, not
 * that this server answers. Offline, queries wait instead of failing and queued edits pause; back
 * online, the paused edits are sent. Mounted once per person, beside PendingSignOutFinisher, and
 * like it following the poll the footer's badge runs (subscribeToHealthAnswers).
 *
 * Only a poll with no answer at all sets offline: a server answering with errors (a proxy's 502, a
 * 429) is there, and queries then fail and say so as usual. Every answer sets the flag, so it is
 * right again after anything else cleared it: an edit whose request got no answer marks the client
 * offline (retry-queued-edit.ts), and the poll is then asked at once to confirm or correct that.
 * @see https://tanstack.com/query/v5/docs/reference/onlineManager
 */
export function OnlineStatusSync() {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  useEffect(() => {
    const queryKey = trpc.health.status.queryKey();
    const answered = (error: unknown) =>
      onlineManager.setOnline(error === null || !isUnreachable(error));
    // The poll may have answered before this mounted: its last answer counts until the next one.
    const last = queryClient.getQueryState(queryKey);
    if (last?.status === "success") answered(null);
    else if (last?.status === "error") answered(last.error);
    const stopListening = subscribeToHealthAnswers(queryClient, queryKey, answered);
    const stopWatching = onlineManager.subscribe((online) => {
      if (!online) void queryClient.refetchQueries({ queryKey, exact: true });
    });
    return () => {
      stopListening();
      stopWatching();
    };
  }, [queryClient, trpc]);
  return null;
}
