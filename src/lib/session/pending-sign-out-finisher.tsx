"use client";

import { hashKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTRPC } from "@/lib/trpc/react";
import { finishPendingSignOut } from "./finish-pending-sign-out";
import { usePendingSignOut } from "./pending-sign-out";

/**
 * Tells the server of a sign-out made on this device while it could not be reached
 * (docs/behaviour.md#sessions): at once when one is pending, and again at each answer of the health
 * poll until it is done. It listens to the poll the footer's status badge already runs instead of
 * observing the health query itself: one more observer would refetch on mount and keep batched
 * requests alive that the page's own remounts would otherwise cancel.
 */
export function PendingSignOutFinisher() {
  const pending = usePendingSignOut();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  useEffect(() => {
    if (pending === null) return;
    void finishPendingSignOut(); // asks the session endpoint itself, and stays pending if it cannot be reached
    const healthHash = hashKey(trpc.health.status.queryKey());
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success" && event.query.queryHash === healthHash) void finishPendingSignOut();
    });
  }, [pending, queryClient, trpc]);
  return null;
}
