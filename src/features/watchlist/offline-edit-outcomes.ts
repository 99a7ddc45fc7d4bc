/**
 * The edits made while the server could not be reached, and what became of each
 * (docs/behaviour.md#offline-edits): waiting, saved, or refused with the server's reason. Kept
 * outside React, like the toasts, because the mutation cache reports to it; the watchlist page
 * reads it through `useSyncExternalStore`. Memory only: it is about this visit, and the edits
 * themselves are what the device keeps.
 */
export type OfflineEditOutcome = { id: number; label: string; status: "waiting" | "saved" | "refused"; reason?: string };

let outcomes: OfflineEditOutcome[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Records an edit that is waiting for the server; `id` is its mutation's. */
export function addOfflineEdit(id: number, label: string): void {
  if (isOfflineEditRecorded(id)) return;
  outcomes = [...outcomes, { id, label, status: "waiting" }];
  emit();
}

/** What the server made of a recorded edit. */
export function settleOfflineEdit(id: number, status: "saved" | "refused", reason?: string): void {
  outcomes = outcomes.map((outcome) => (outcome.id === id ? { ...outcome, status, reason } : outcome));
  emit();
}

export function isOfflineEditRecorded(id: number): boolean {
  return outcomes.some((outcome) => outcome.id === id);
}

/** Forgets the settled outcomes (the person read them), or everything (another person's cache mounted). */
export function clearOfflineEdits(which: "settled" | "all"): void {
  outcomes = which === "all" ? [] : outcomes.filter((outcome) => outcome.status === "waiting");
  emit();
}

export function subscribeToOfflineEdits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getOfflineEdits(): OfflineEditOutcome[] {
  return outcomes;
}
