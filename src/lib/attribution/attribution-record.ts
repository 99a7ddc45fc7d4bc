/** SPEC §3 "Marketing attribution record": the seven fields, plus when it was captured and expires. */
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** SPEC §3: affiliate_id is read from `affiliate_id`, else `aff_id`, else `ref`. */
export const AFFILIATE_PARAMS = ["affiliate_id", "aff_id", "ref"] as const;

export type AttributionFields = {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  affiliate_id: string | null;
  referrer: string | null;
};

export type AttributionRecord = AttributionFields & { captured_at: string; expires_at: string };

/** SPEC §9: attribution storage lasts 30 days. */
export const ATTRIBUTION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Longest value kept per field: a URL parameter is the visitor's to write. */
export const ATTRIBUTION_VALUE_MAX = 200;
