import { IngestError } from "./decode-capture-body";
import { MAX_EVENTS_PER_REQUEST } from "./ingest-limits";

/** A non-empty string, or null: what every text field of an event must be to count. */
export function nonEmptyText(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

function tokenOf(raw: unknown): string | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { properties, api_key: apiKey } = raw as { properties?: unknown; api_key?: unknown };
  const fromProperties =
    typeof properties === "object" && properties !== null
      ? nonEmptyText((properties as { token?: unknown }).token)
      : null;
  return fromProperties ?? nonEmptyText(apiKey);
}

/**
 * The raw events of a capture payload and the project token they were sent with, in the shapes
 * posthog-js (an array, or one event) and posthog-node (`{ api_key, batch }`) use. Counting comes
 * first: a batch of too many events is refused before any of them is looked at (docs/security.md,
 * "Input limits"). 413 is also what makes posthog-node halve its batch and send again.
 */
export function readCaptureBatch(payload: unknown): { token: string; events: unknown[] } {
  const body = payload as { api_key?: unknown; batch?: unknown } | null;
  const events: unknown[] = Array.isArray(payload)
    ? payload
    : Array.isArray(body?.batch)
      ? body.batch
      : body && typeof body === "object"
        ? [body]
        : [];
  if (events.length === 0) throw new IngestError(400, "No events in the request.");
  if (events.length > MAX_EVENTS_PER_REQUEST) {
    throw new IngestError(
      413,
      `The batch has ${events.length} events; at most ${MAX_EVENTS_PER_REQUEST} are accepted per request.`,
    );
  }
  let token = nonEmptyText(body?.api_key);
  for (let index = 0; token === null && index < events.length; index += 1)
    token = tokenOf(events[index]);
  if (!token)
    throw new IngestError(400, "The request has no project token (api_key or properties.token).");
  return { token, events };
}
