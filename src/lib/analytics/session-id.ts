import { getOrCreateStoredId } from "./stored-id";

/** docs/behaviour.md#analytics-events: session_id is taken from sessionStorage, generated when none exists. */
export const ANALYTICS_SESSION_KEY = "marketdesk_session_id";

export function getAnalyticsSessionId(
  storage: Storage | undefined = typeof sessionStorage === "undefined" ? undefined : sessionStorage,
): string | null {
  return storage ? getOrCreateStoredId(storage, ANALYTICS_SESSION_KEY) : null;
}
