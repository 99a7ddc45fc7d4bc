/** SPEC §3: session_id is taken from sessionStorage, generated when none exists. */
export const ANALYTICS_SESSION_KEY = "marketdesk_session_id";

export function getAnalyticsSessionId(storage: Storage | undefined = typeof sessionStorage === "undefined" ? undefined : sessionStorage): string | null {
  if (!storage) return null;
  try {
    const existing = storage.getItem(ANALYTICS_SESSION_KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    storage.setItem(ANALYTICS_SESSION_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID(); // storage refused: a session of one page
  }
}
