"use client";

import { type Mutation, onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { describeError } from "@/lib/query/describe-error";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";
import { describeWatchlistEdit, type WatchlistEditInput } from "../describe-watchlist-edit";
import {
  addOfflineEdit,
  clearOfflineEdits,
  getOfflineEdits,
  isOfflineEditRecorded,
  settleOfflineEdit,
} from "../offline-edit-outcomes";
import type { WatchlistSummary } from "../server/data";
import { trackRestoredEdit } from "../track-restored-edit";
import { createWatchlistEditOptions } from "../watchlist-edit-options";

/**
 * The queue of edits made offline (docs/behaviour.md#offline-edits), mounted once per person
 * under their query cache:
 * - it registers each offline edit's options as the defaults of its key, during the first render:
 *   the persisted cache is restored after it (an effect of the provider above, reading IndexedDB),
 *   and a restored edit is built from those defaults, with its request and its cache updates;
 * - it records each edit that waits for the server, and what the server then made of it, for the
 *   list on the watchlist page, with a toast when the last one is answered.
 * @see https://tanstack.com/query/v5/docs/framework/react/guides/mutations#persisting-offline-mutations
 */
export function WatchlistEditQueue() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useState(() => {
    const edits = createWatchlistEditOptions(trpc);
    queryClient.setMutationDefaults(edits.add.mutationKey, edits.add);
    queryClient.setMutationDefaults(edits.remove.mutationKey, edits.remove);
    queryClient.setMutationDefaults(edits.move.mutationKey, edits.move);
    queryClient.setMutationDefaults(edits.update.mutationKey, edits.update);
    queryClient.setMutationDefaults(edits.rename.mutationKey, edits.rename);
  });

  useEffect(() => {
    clearOfflineEdits("all"); // this person's cache just mounted: nothing recorded is theirs
    const cache = queryClient.getMutationCache();
    /** Edits restored from the device: the calls that made them, and would have tracked them, went with the old page. */
    const restoredIds = new Set<number>();
    /** Records a queued edit that waits for the server: paused, or restored from the device as kept while it waited. */
    const record = (mutation: Mutation<unknown, Error, unknown, unknown>, restored = false) => {
      const waiting = restored ? mutation.state.status === "pending" : mutation.state.isPaused;
      if (mutation.meta?.queueWhileOffline !== true || !waiting) return;
      const lists = queryClient.getQueryData<WatchlistSummary[]>(trpc.watchlist.lists.queryKey());
      addOfflineEdit(
        mutation.mutationId,
        describeWatchlistEdit(procedureOf(mutation), inputOf(mutation), lists),
      );
    };
    const unsubscribeCache = cache.subscribe((event) => {
      // Restored from the device (added already pending; a new edit is added idle), or made or
      // paused while the server is away (an edit merely waiting its turn behind another, online,
      // is not an offline edit). A restored edit is named once the restore has put the lists back
      // too: it restores mutations first. One kept in the middle of its request by a page that was
      // online (another tab's add on its way, a reload during a save) was not made offline: it is
      // sent again quietly (its edit id makes that harmless) and listed only if it has to wait now.
      if (event.type === "added" && event.mutation.state.status === "pending") {
        restoredIds.add(event.mutation.mutationId);
        if (wasKeptWaiting(event.mutation)) queueMicrotask(() => record(event.mutation, true));
      } else if (event.type === "updated" && !onlineManager.isOnline()) record(event.mutation);
      if (
        event.type !== "updated" ||
        (event.action.type !== "success" && event.action.type !== "error")
      )
        return;
      const { mutationId } = event.mutation;
      if (restoredIds.delete(mutationId) && event.action.type === "success")
        trackRestoredEdit(procedureOf(event.mutation), inputOf(event.mutation), event.action.data);
      if (!isOfflineEditRecorded(mutationId)) return;
      if (event.action.type === "success") settleOfflineEdit(mutationId, "saved");
      else settleOfflineEdit(mutationId, "refused", describeError(event.action.error).description);
      announceWhenAllAnswered();
    });
    // Edits already waiting their turn when the server went away are offline edits too.
    const unsubscribeOnline = onlineManager.subscribe((online) => {
      if (!online) for (const mutation of cache.getAll()) record(mutation);
    });
    return () => {
      unsubscribeCache();
      unsubscribeOnline();
    };
  }, [queryClient, trpc]);
  return null;
}

/** The tRPC procedure a queued edit calls, the last part of its key's path. */
function procedureOf(mutation: Mutation<unknown, Error, unknown, unknown>): string {
  const [path] = mutation.options.mutationKey ?? [];
  return Array.isArray(path) ? String(path.at(-1)) : "";
}

/** Whether an edit was waiting for the server when the device kept it: paused, or between two tries after a failed one. */
const wasKeptWaiting = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.state.isPaused || mutation.state.failureCount > 0;

/** The variables of one of the procedures registered above, whose inputs WatchlistEditInput covers. */
const inputOf = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  (mutation.state.variables ?? {}) as WatchlistEditInput;

function announceWhenAllAnswered() {
  const outcomes = getOfflineEdits();
  if (outcomes.some((outcome) => outcome.status === "waiting")) return;
  const refused = outcomes.filter((outcome) => outcome.status === "refused").length;
  const saved = outcomes.length - refused;
  const counts = [saved > 0 && `${saved} saved`, refused > 0 && `${refused} refused`]
    .filter(Boolean)
    .join(", ");
  showToast({
    title: refused > 0 ? "Some offline edits were refused" : "Your offline edits are saved",
    description: `Edits made offline: ${counts}.`,
    tone: refused > 0 ? "error" : "info",
    // On the watchlist page the outcomes are already listed: no link to the page already open.
    action:
      window.location.pathname === "/watchlists"
        ? undefined
        : { label: "See them", href: "/watchlists" },
  });
}
