"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";
import { draftOf, formOf } from "./alert-form-state";

/** The person's alerts, checked with the server whenever a screen opens (one may have fired or been set elsewhere). */
export function useAlerts({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.alerts.list.queryOptions(), staleTime: 0, enabled });
}

/**
 * Creating, editing, pausing, resuming and deleting alerts; each refreshes the list. Create and
 * update say their refusal in the form (`silentErrors`); the others in a toast. Deleting offers
 * "Undo", which sets the same alert again (its history went with it).
 */
export function useAlertEdits() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.alerts.list.queryKey() });
  const inTheForm = { silentErrors: true };
  const create = useMutation(
    trpc.alerts.create.mutationOptions({ onSettled: refresh, meta: inTheForm }),
  );
  const update = useMutation(
    trpc.alerts.update.mutationOptions({ onSettled: refresh, meta: inTheForm }),
  );
  const pause = useMutation(trpc.alerts.pause.mutationOptions({ onSettled: refresh }));
  const resume = useMutation(trpc.alerts.resume.mutationOptions({ onSettled: refresh }));
  const recreate = useMutation(trpc.alerts.create.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.alerts.delete.mutationOptions({ onSettled: refresh }));
  const removeWithUndo = (alert: Parameters<typeof formOf>[0] & { id: string }) => {
    const { id } = alert;
    const again = draftOf(formOf(alert));
    remove.mutate(
      { id },
      {
        onSuccess: () =>
          showToast({
            title: "Alert deleted",
            description: "Undo sets it again with the same settings; its history is gone.",
            tone: "info",
            undo: () => recreate.mutate({ alert: again, source: "alerts_page" }),
          }),
      },
    );
  };
  return { create, update, pause, resume, removeWithUndo };
}
