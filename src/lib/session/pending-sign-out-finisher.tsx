"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTRPC } from "@/lib/trpc/react";
import { finishPendingSignOut } from "./finish-pending-sign-out";
import { usePendingSignOut } from "./pending-sign-out";
import { subscribeToHealthAnswers } from "./subscribe-to-health-answers";

/**
 * Tells the server of a sign-out made on this device while it could not be reached
 * (docs/behaviour.md#sessions): at once when one is pending, and again at each answer of the health
 * poll until it is done. It follows the poll the footer's status badge already runs
 * (subscribeToHealthAnswers) instead of observing the health query itself.
 */
export function PendingSignOutFinisher() {
  const pending = usePendingSignOut();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  useEffect(() => {
    if (pending === null) return;
    void finishPendingSignOut(); // asks the session endpoint itself, and stays pending if it cannot be reached
    return subscribeToHealthAnswers(queryClient, trpc.health.status.queryKey(), (error) => {
      if (error === null) void finishPendingSignOut();
    });
  }, [pending, queryClient, trpc]);
  return null;
}
