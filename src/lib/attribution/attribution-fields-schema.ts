import { z } from "zod";
import { type AttributionFields, cleanAttributionValue, REFERRER_MAX } from "./attribution-record";

/**
 * The record's seven fields as the server accepts them (registration, an affiliate's click): each
 * a string of at most REFERRER_MAX characters, cleaned (cleanAttributionValue), or null. Built on
 * call, once per input schema that uses it.
 */
export function createAttributionFieldsSchema() {
  const attributionValue = z.string().max(REFERRER_MAX).transform(cleanAttributionValue).nullable();
  return z.object({
    utm_source: attributionValue,
    utm_medium: attributionValue,
    utm_campaign: attributionValue,
    utm_term: attributionValue,
    utm_content: attributionValue,
    affiliate_id: attributionValue,
    referrer: attributionValue,
  }) satisfies z.ZodType<AttributionFields>;
}
