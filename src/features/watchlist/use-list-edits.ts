"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";
import { createWatchlistEditOptions } from "./watchlist-edit-options";

/**
 * Making, renaming, deleting and choosing the default list. Each but renaming waits for the server (a name can
 * clash, a plan can be full) and then refreshes the lists; a refusal is said in a toast, except
 * where a form shows it at its field (`create` and `rename`, whose callers get the error).
 */
export function useListEdits() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.watchlist.lists.queryKey() });
  // Refusals of the others are toasted by the query client's mutation cache (create-query-client.ts).
  const atTheField = { silentErrors: true };

  const create = useMutation(
    trpc.watchlist.create.mutationOptions({ onSettled: refresh, meta: atTheField }),
  );
  // Renaming works offline like the item edits (watchlist-edit-options.ts); its clash is said at the field.
  const renameOptions = useMemo(() => createWatchlistEditOptions(trpc).rename, [trpc]);
  const rename = useMutation(renameOptions);
  const setDefault = useMutation(trpc.watchlist.setDefault.mutationOptions({ onSettled: refresh }));
  const restore = useMutation(trpc.watchlist.restore.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(
    trpc.watchlist.delete.mutationOptions({
      onSettled: refresh,
      onSuccess: (_result, { id }) =>
        showToast({
          title: "List deleted",
          description: "Changed your mind? Undo brings it back with its symbols.",
          tone: "info",
          undo: () => restore.mutate({ id }),
        }),
    }),
  );

  return { create, rename, setDefault, remove, restore };
}
