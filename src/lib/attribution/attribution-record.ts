import { z } from "zod";

/** The five utm_* parameters, each a field of the record of the same name (docs/behaviour.md#attribution). */
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** docs/behaviour.md#attribution: affiliate_id is read from `affiliate_id`, else `aff_id`, else `ref`. */
export const AFFILIATE_PARAMS = ["affiliate_id", "aff_id", "ref"] as const;

/** docs/behaviour.md#constants: attribution storage lasts 30 days. */
export const ATTRIBUTION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Longest value kept per field: a URL parameter is the visitor's to write. */
export const ATTRIBUTION_VALUE_MAX = 200;
/** Longest referrer kept: a page address runs longer than a parameter. */
export const REFERRER_MAX = 800;

/**
 * The record's seven fields, as the browser stores them and registration sends them. Each field is
 * a string or null. Attribution comes from URLs and referrers, not from the person's typing, so
 * control characters (a NUL, which PostgreSQL's text refuses, turned a registration into a 500) are
 * dropped rather than refused: a strange link never blocks signing up (docs/security.md, "Input
 * limits"). Built on call: the server builds it once per input schema; the browser, only to read a
 * stored record (attributionRecordSchema), where building it up front was a part of every page's
 * first long task on a phone-speed CPU (docs/decisions.md#shell).
 */
export function createAttributionFieldsSchema() {
  const attributionValue = z
    .string()
    .max(REFERRER_MAX)
    .transform((value) => value.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim())
    .nullable();
  return z.object({
    utm_source: attributionValue,
    utm_medium: attributionValue,
    utm_campaign: attributionValue,
    utm_term: attributionValue,
    utm_content: attributionValue,
    affiliate_id: attributionValue,
    referrer: attributionValue,
  });
}
export type AttributionFields = z.output<ReturnType<typeof createAttributionFieldsSchema>>;

/**
 * The stored record: the fields, plus when it was captured and when it expires (ISO timestamps).
 * Built on first use (docs/decisions.md#shell).
 * @see https://github.com/colinhacks/zod/blob/main/packages/zod/src/v4/core/schemas.ts ($ZodLazy builds its schema once, on first use)
 */
export const attributionRecordSchema = z.lazy(() =>
  createAttributionFieldsSchema().extend({
    captured_at: z.string(),
    expires_at: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  }),
);
export type AttributionRecord = z.output<typeof attributionRecordSchema>;
