import type { QueryClient } from "@tanstack/react-query";
import { createExternalStore } from "@/lib/store/create-external-store";

/**
 * docs/behaviour.md#offline-edits: a sign-out drops the edits still waiting for the server with the
 * rest of the person's cache, so it asks first. The question is kept outside React, like the
 * toasts: the session's `signOut` raises it, and the one dialog in the layout shows it.
 */
const question = createExternalStore(0);

/** The edits made offline that the server has not had yet. */
export function countWaitingEdits(queryClient: QueryClient): number {
  return queryClient.getMutationCache().findAll({
    predicate: (mutation) =>
      mutation.meta?.queueWhileOffline === true && mutation.state.status === "pending",
  }).length;
}

/** Asks the person to confirm a sign-out that would drop `count` waiting edits; 0 closes the question. */
export const askToConfirmSignOut = question.set;
export const subscribeToSignOutQuestion = question.subscribe;
export const getSignOutQuestion = question.get;
