import { FORBIDDEN_CHARACTERS } from "@/lib/validation/forbidden-characters";

/** The five utm_* parameters, each a field of the record of the same name (docs/behaviour.md#attribution). */
export const UTM_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
/** docs/behaviour.md#attribution: affiliate_id is read from `affiliate_id`, else `aff_id`, else `ref`. */
export const AFFILIATE_PARAMS = ["affiliate_id", "aff_id", "ref"] as const;

/** docs/behaviour.md#constants: attribution storage lasts 30 days. */
export const ATTRIBUTION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Longest value kept per field: a URL parameter is the visitor's to write. */
export const ATTRIBUTION_VALUE_MAX = 200;
/** Longest referrer kept: a page address runs longer than a parameter. */
export const REFERRER_MAX = 800;

/** The record's seven fields, each a string or null: the five utm_* parameters, the affiliate's code and the referrer. */
export type AttributionFields = Record<
  (typeof UTM_FIELDS)[number] | "affiliate_id" | "referrer",
  string | null
>;
/** The stored record: the fields, plus when it was captured and when it expires (ISO timestamps). */
export type AttributionRecord = AttributionFields & { captured_at: string; expires_at: string };

const EVERY_FORBIDDEN_CHARACTER = new RegExp(FORBIDDEN_CHARACTERS.source, "gu");
const RECORD_FIELDS = [...UTM_FIELDS, "affiliate_id", "referrer"] as const;

/**
 * A field as it is kept: control and invisible characters dropped, trimmed (a NUL, which PostgreSQL's text
 * refuses, turned a registration into a 500). Attribution comes from URLs and referrers, not from
 * the person's typing, so it is cleaned rather than refused: a strange link never blocks signing
 * up (docs/security.md, "Input limits"). The server's input schema cleans the same way
 * (attribution-fields-schema.ts).
 */
export function cleanAttributionValue(value: string): string {
  return value.replace(EVERY_FORBIDDEN_CHARACTER, "").trim();
}

/**
 * A value read back from the browser's storage as the record, or null when it is not one: every
 * field a string of at most REFERRER_MAX characters (cleaned) or null, and both times strings,
 * the expiry a date. Other keys are dropped. Written by hand, not with a schema library: every page
 * reads the stored record as it loads, and a page that validates nothing else then loads no
 * validation code at all (docs/decisions.md#shell).
 */
export function parseAttributionRecord(value: unknown): AttributionRecord | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const { captured_at, expires_at } = stored;
  if (
    typeof captured_at !== "string" ||
    typeof expires_at !== "string" ||
    Number.isNaN(Date.parse(expires_at))
  )
    return null;
  const record: Partial<AttributionRecord> = { captured_at, expires_at };
  for (const field of RECORD_FIELDS) {
    const kept = stored[field];
    if (kept === null) record[field] = null;
    else if (typeof kept === "string" && kept.length <= REFERRER_MAX)
      record[field] = cleanAttributionValue(kept);
    else return null;
  }
  return record as AttributionRecord;
}
