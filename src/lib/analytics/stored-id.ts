/** The id kept under `key` in `storage`, made (a random UUID) when there is none; a fresh one if storage refuses. */
export function getOrCreateStoredId(storage: Storage | undefined, key: string): string {
  try {
    const existing = storage?.getItem(key);
    if (existing) return existing;
    const created = crypto.randomUUID();
    storage?.setItem(key, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}
