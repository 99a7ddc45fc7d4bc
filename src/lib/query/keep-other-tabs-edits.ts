import { hydrate, type QueryClient } from "@tanstack/react-query";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { sendRestoredEdits } from "./send-restored-edits";

/** An edit as the device keeps it: a dehydrated mutation. */
export type KeptEdit = PersistedClient["clientState"]["mutations"][number];

/**
 * What tells one edit from another across tabs and reloads: its key, its input (an item edit's input
 * holds its edit id) and the moment it was made. Mutation ids are counters of one page, not this.
 */
function editIdentity(edit: Pick<KeptEdit, "mutationKey" | "state">): string {
  return JSON.stringify([edit.mutationKey, edit.state.submittedAt, edit.state.variables]);
}

/**
 * The edits this tab has made or restored, remembered for the tab's life (a few per change the
 * person makes): an edit of its own that it has since finished must not come back from the device.
 */
export function createOwnEdits(queryClient: QueryClient): (edit: KeptEdit) => boolean {
  const seen = new Set<string>();
  let scanned = false;
  return (edit) => {
    // The tab's edits are read once per write (one task), not once for each stored edit asked about.
    if (!scanned) {
      scanned = true;
      queueMicrotask(() => (scanned = false));
      for (const mutation of queryClient.getMutationCache().getAll())
        seen.add(
          editIdentity({ mutationKey: mutation.options.mutationKey, state: mutation.state }),
        );
    }
    return seen.has(editIdentity(edit));
  };
}

/**
 * docs/behaviour.md#offline-edits, "Two tabs": every tab of a person writes the whole cache under the
 * person's one key, so a tab's write would drop the edits another tab had kept there. These are the
 * edits on the device that this tab never had (another tab's, still waiting); an edit this tab had
 * and has finished is not among them, so a finished edit is never sent again. `stored` is what the
 * device holds now, read in the write's own transaction.
 */
export function findOtherTabsEdits(
  stored: PersistedClient | undefined,
  isOwn: (edit: KeptEdit) => boolean,
): KeptEdit[] {
  return stored?.clientState.mutations.filter((edit) => !isOwn(edit)) ?? [];
}

/** `client` with `others` kept beside its own edits, all in the order they were made (the order a restore sends them in). */
export function keepOtherTabsEdits(client: PersistedClient, others: KeptEdit[]): PersistedClient {
  if (others.length === 0) return client;
  return {
    ...client,
    clientState: {
      ...client.clientState,
      mutations: [...client.clientState.mutations, ...others].sort(
        (a, b) => a.state.submittedAt - b.state.submittedAt,
      ),
    },
  };
}

/**
 * Takes another tab's waiting edits into this tab, as a restore would, and sends them (or pauses
 * them again while the server is away): a tab closed with edits waiting would otherwise leave them on
 * the device until a page of the person's next loads. Each is then this tab's own. The other tab, if
 * still open, may send one too; its edit id makes the second send harmless.
 * @see https://tanstack.com/query/v5/docs/reference/hydration#hydrate
 */
export function adoptOtherTabsEdits(
  queryClient: QueryClient,
  others: KeptEdit[],
): Promise<unknown> {
  hydrate(queryClient, { mutations: others, queries: [] });
  return sendRestoredEdits(queryClient);
}

/**
 * Whether a stored cache's text may hold edits, read without parsing it: a cache without any (the
 * usual case) is written as `"clientState":{"mutations":[]` by superjson (dehydrate puts the
 * mutations first), and parsing a large cache at every write would cost the page tens of
 * milliseconds for nothing.
 */
export function mayHoldEdits(storedText: string | undefined): storedText is string {
  return storedText !== undefined && !storedText.includes('"clientState":{"mutations":[]');
}
