"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";

/**
 * What every moderation button shares: its failure shown in place (beside the button, not as a
 * toast), and on success a short confirmation and a refresh of the queue, the sanctions and the
 * log, each of which the action may have changed.
 */
export function useModerationSettle() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const settle = {
    meta: { silentErrors: true },
    onMutate: () => setError(null),
    onError: (failure: { message: string }) => setError(failure.message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.chat.moderation.pathKey() }),
  };
  /** The per-call options that confirm a success in words. */
  const confirm = (done: string) => ({
    onSuccess: () => showToast({ title: "Done", description: done, tone: "info" }),
  });
  return { error, settle, confirm };
}
