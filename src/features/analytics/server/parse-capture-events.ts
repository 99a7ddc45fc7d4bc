import { randomUUID } from "node:crypto";
import { type EventName, eventAreas, eventFamilies } from "@/lib/analytics/event-catalogue";
import { cleanForPostgres } from "./clean-for-postgres";
import { IngestError } from "./decode-capture-body";
import { MAX_EVENT_CHARS } from "./ingest-limits";
import { nonEmptyText } from "./read-capture-batch";

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

type RawEvent = {
  event?: unknown;
  uuid?: unknown;
  distinct_id?: unknown;
  timestamp?: unknown;
  properties?: unknown;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** No event of this product predates it; PostgreSQL refuses years before 1 AD (22008), which JS dates allow. */
const EARLIEST_BELIEVED = Date.UTC(2000, 0, 1);

function familyOf(event: string): string {
  // Own keys only: `in` also finds what every object inherits, and "__proto__" gave the family Object.prototype.
  if (Object.hasOwn(eventFamilies, event)) return eventFamilies[event as EventName];
  if (event === "$pageview" || event === "$pageleave") return "pageview";
  return eventAreas.find((area) => event.startsWith(`${area}_`)) ?? "other";
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
  // A browser clock far ahead or far behind is not believed: such an event happened when it arrived.
  const believed = stamp >= EARLIEST_BELIEVED && stamp <= receivedAt.getTime() + 60 * 60 * 1000;
  return believed ? new Date(stamp) : receivedAt;
}

/**
 * The rows of a capture batch's events (as readCaptureBatch found them). Each event is cleaned in
 * place so PostgreSQL takes every string in it, and measured; an event that is not an object, has
 * no name or is too large refuses the batch whole, with the reason.
 */
export function parseCaptureEvents(events: unknown[], receivedAt = new Date()): StoredEvent[] {
  return events.map((value, index): StoredEvent => {
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new IngestError(400, `Event ${index} is not an object.`);
    if (cleanForPostgres(value, MAX_EVENT_CHARS) === "too-large") {
      throw new IngestError(
        413,
        `Event ${index} is larger than ${MAX_EVENT_CHARS.toLocaleString("en-US")} characters as JSON.`,
      );
    }
    const raw = value as RawEvent;
    const properties = (
      typeof raw.properties === "object" && raw.properties !== null ? raw.properties : {}
    ) as Record<string, unknown>;
    const name = nonEmptyText(raw.event);
    if (!name) throw new IngestError(400, `Event ${index} has no event name.`);
    const pageUrl = nonEmptyText(properties.page_url) ?? nonEmptyText(properties.$current_url);
    return {
      uuid: typeof raw.uuid === "string" && UUID.test(raw.uuid) ? raw.uuid : randomUUID(),
      event: name,
      family: familyOf(name),
      distinctId:
        nonEmptyText(raw.distinct_id) ?? nonEmptyText(properties.distinct_id) ?? "anonymous",
      sessionId: nonEmptyText(properties.session_id) ?? nonEmptyText(properties.$session_id),
      userType: nonEmptyText(properties.user_type),
      pagePath: pathOf(pageUrl),
      properties,
      occurredAt: occurredAt(raw, receivedAt),
    };
  });
}
