import { useSyncExternalStore } from "react";
import { readStored, writeStored } from "./device-storage";

/**
 * A sign-out done on this device that the server has not confirmed yet (docs/behaviour.md#sessions):
 * the id of the person who signed out. In localStorage, so it survives a reload and is seen by every
 * tab; from the moment it is set, the device acts for a visitor whatever the session cookie says.
 */
const KEY = "marketdesk-pending-sign-out";
type PendingSignOut = { userId: string };

const isPendingSignOut = (value: unknown): value is PendingSignOut =>
  typeof (value as Partial<PendingSignOut> | null)?.userId === "string";

const listeners = new Set<() => void>();

/** The id of the person whose sign-out the server has still to be told of, or null. */
export function readPendingSignOut(): string | null {
  return readStored(() => localStorage, KEY, isPendingSignOut)?.userId ?? null;
}

export function writePendingSignOut(userId: string | null): void {
  writeStored(() => localStorage, KEY, userId === null ? null : { userId });
  for (const listener of listeners) listener(); // a `storage` event reaches only the other tabs
}

/** Changes made in this tab and in the others. */
function subscribeToPendingSignOut(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The pending sign-out's person, read after hydration only (the server cannot know of it). */
export function usePendingSignOut(): string | null {
  return useSyncExternalStore(subscribeToPendingSignOut, readPendingSignOut, () => null);
}
