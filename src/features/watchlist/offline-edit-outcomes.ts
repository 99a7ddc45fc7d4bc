import { createExternalStore } from "@/lib/store/create-external-store";

/**
 * The edits made while the server could not be reached, and what became of each
 * (docs/behaviour.md#offline-edits): waiting, saved, or refused with the server's reason. Kept
 * outside React, like the toasts, because the mutation cache reports to it; the watchlist page
 * reads it through `useSyncExternalStore`. Memory only: it is about this visit, and the edits
 * themselves are what the device keeps.
 */
export type OfflineEditOutcome = {
  id: number;
  label: string;
  status: "waiting" | "saved" | "refused";
  reason?: string;
};

const outcomes = createExternalStore<OfflineEditOutcome[]>([]);

/** Records an edit that is waiting for the server; `id` is its mutation's. */
export function addOfflineEdit(id: number, label: string): void {
  if (isOfflineEditRecorded(id)) return;
  outcomes.set([...outcomes.get(), { id, label, status: "waiting" }]);
}

/** What the server made of a recorded edit. */
export function settleOfflineEdit(id: number, status: "saved" | "refused", reason?: string): void {
  outcomes.set(
    outcomes.get().map((outcome) => (outcome.id === id ? { ...outcome, status, reason } : outcome)),
  );
}

export function isOfflineEditRecorded(id: number): boolean {
  return outcomes.get().some((outcome) => outcome.id === id);
}

/** Forgets the settled outcomes (the person read them), or everything (another person's cache mounted). */
export function clearOfflineEdits(which: "settled" | "all"): void {
  outcomes.set(
    which === "all" ? [] : outcomes.get().filter((outcome) => outcome.status === "waiting"),
  );
}

export const subscribeToOfflineEdits = outcomes.subscribe;
export const getOfflineEdits = outcomes.get;
