import type { QueryClient } from "@tanstack/react-query";

/**
 * docs/behaviour.md#offline-edits: sends the edits just restored with the person's cache, in the
 * order they were made (their shared scope runs one at a time), or pauses them again while the
 * server is away. `resumePausedMutations` would skip an edit that was kept between two tries (not
 * paused); a restored edit has no request running, so `continue` starts one.
 * @see node_modules/@tanstack/query-core/build/modern/mutation.js (`continue`, `execute` of a restored mutation)
 */
export function sendRestoredEdits(queryClient: QueryClient): Promise<unknown> {
  const restored = queryClient.getMutationCache().findAll({
    status: "pending",
    predicate: (mutation) => mutation.meta?.queueWhileOffline === true,
  });
  return Promise.all(restored.map((mutation) => mutation.continue().catch(() => undefined)));
}
