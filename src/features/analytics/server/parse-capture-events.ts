import { randomUUID } from "node:crypto";
import { eventFamilies, type EventName } from "@/lib/analytics/event-catalogue";
import { IngestError } from "./decode-capture-body";

export type StoredEvent = {
  uuid: string;
  event: string;
  family: string;
  distinctId: string;
  sessionId: string | null;
  userType: string | null;
  pagePath: string | null;
  properties: Record<string, unknown>;
  occurredAt: Date;
};

type RawEvent = { event?: unknown; uuid?: unknown; distinct_id?: unknown; api_key?: unknown; timestamp?: unknown; properties?: unknown };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AREA_PREFIXES = ["screener_", "chat_", "watchlist_", "auth_", "affiliate_"];

function familyOf(event: string): string {
  if (event in eventFamilies) return eventFamilies[event as EventName];
  if (event === "$pageview" || event === "$pageleave") return "pageview";
  const area = AREA_PREFIXES.find((prefix) => event.startsWith(prefix));
  return area ? area.slice(0, -1) : "other";
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

function pathOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

function occurredAt(raw: RawEvent, receivedAt: Date): Date {
  const stamp = typeof raw.timestamp === "string" ? Date.parse(raw.timestamp) : Number.NaN;
  // A browser clock far ahead is not believed: such an event happened when it arrived.
  return Number.isNaN(stamp) || stamp > receivedAt.getTime() + 60 * 60 * 1000 ? receivedAt : new Date(stamp);
}

/**
 * The events of a capture payload and the project token they were sent with, in the shapes
 * posthog-js (an array, or one event) and posthog-node (`{ api_key, batch }`) use. A payload
 * without a token, or an event without a name, is refused whole with the reason.
 */
export function parseCaptureEvents(payload: unknown, receivedAt = new Date()): { token: string; events: StoredEvent[] } {
  const body = payload as { api_key?: unknown; batch?: unknown; data?: unknown } | null;
  const list: RawEvent[] = Array.isArray(payload)
    ? (payload as RawEvent[])
    : Array.isArray(body?.batch)
      ? (body.batch as RawEvent[])
      : body && typeof body === "object"
        ? [body as RawEvent]
        : [];
  if (list.length === 0) throw new IngestError(400, "No events in the request.");
  let token = text(body?.api_key);
  const events = list.map((raw, index): StoredEvent => {
    if (typeof raw !== "object" || raw === null) throw new IngestError(400, `Event ${index} is not an object.`);
    const properties = (typeof raw.properties === "object" && raw.properties !== null ? raw.properties : {}) as Record<string, unknown>;
    const name = text(raw.event);
    if (!name) throw new IngestError(400, `Event ${index} has no event name.`);
    token ??= text(properties.token) ?? text(raw.api_key);
    const pageUrl = text(properties.page_url) ?? text(properties.$current_url);
    return {
      uuid: typeof raw.uuid === "string" && UUID.test(raw.uuid) ? raw.uuid : randomUUID(),
      event: name,
      family: familyOf(name),
      distinctId: text(raw.distinct_id) ?? text(properties.distinct_id) ?? "anonymous",
      sessionId: text(properties.session_id) ?? text(properties.$session_id),
      userType: text(properties.user_type),
      pagePath: pathOf(pageUrl),
      properties,
      occurredAt: occurredAt(raw, receivedAt),
    };
  });
  if (!token) throw new IngestError(400, "The request has no project token (api_key or properties.token).");
  return { token, events };
}
