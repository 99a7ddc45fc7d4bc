import { onlineManager } from "@tanstack/react-query";
import { isUnreachable } from "./is-unreachable";
import { getHttpStatus, MAX_QUERY_RETRIES } from "./retry-policy";

/**
 * docs/behaviour.md#offline-edits: an edit whose request got no answer from the server is kept and
 * tried again, however long the outage. The failure itself is news that the server cannot be
 * reached: the query client is told at once (the health poll says when it answers again), so after
 * the retry delay the edit pauses — a paused edit is persisted with the person's cache and resumed
 * when the server is back — instead of retrying against a server that is down. A 5xx or an answer
 * that could not be read is tried a few times like a query; a 4xx is the server's refusal,
 * reported at once. Safe to repeat because
 * every queued edit carries an id the server applies once.
 * @see node_modules/@tanstack/query-core/build/modern/retryer.js (a retry waits the delay, then pauses while offline)
 */
export function retryQueuedEdit(failureCount: number, error: unknown): boolean {
  if (isUnreachable(error)) {
    onlineManager.setOnline(false);
    return true;
  }
  const status = getHttpStatus(error);
  return (status === undefined || status >= 500) && failureCount < MAX_QUERY_RETRIES;
}
