/** A value kept in web storage as JSON, or null when absent, refused or not of the expected shape. */
export function readStored<T>(
  storage: () => Storage,
  key: string,
  check: (value: unknown) => value is T,
): T | null {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? "null");
    return check(value) ? value : null;
  } catch {
    return null; // storage refused, or a corrupt value: as if nothing were kept
  }
}

/** Keeps `value` as JSON under `key`; null removes it. */
export function writeStored(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // storage refused (private mode, quota): the app works on without it
  }
}

/** The `localStorage` key of something kept on this device for one person: `name:personId`. */
export const personalKey = (name: string, personId: string) => `${name}:${personId}`;

/** Deletes every `localStorage` entry kept for `personId` (docs/behaviour.md#sessions, sign-out step 4). */
export function removePersonalEntries(personId: string): void {
  try {
    const suffix = `:${personId}`;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null && key.endsWith(suffix),
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // storage refused: nothing was kept there
  }
}
