import { ATTRIBUTION_TTL_MS, ATTRIBUTION_VALUE_MAX, type AttributionRecord } from "./attribution-record";
import { readAttributionParams } from "./read-attribution-params";
import { hostOf } from "./host-of";

export const ATTRIBUTION_STORAGE_KEY = "marketdesk_attribution";

const FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "affiliate_id", "referrer"] as const;

/** A stored value is ours only if every field has the right type; anything else is discarded. */
function parseRecord(text: string | null): AttributionRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (typeof value !== "object" || value === null) return null;
    for (const field of FIELDS) if (value[field] !== null && typeof value[field] !== "string") return null;
    if (typeof value.captured_at !== "string" || typeof value.expires_at !== "string" || Number.isNaN(Date.parse(value.expires_at))) return null;
    return value as AttributionRecord;
  } catch {
    return null;
  }
}

/** The stored record, or null; an expired, corrupt or foreign value is deleted on this read (SPEC §4). */
export function readAttribution(storage: Storage, now = Date.now()): AttributionRecord | null {
  let text: string | null;
  try {
    text = storage.getItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    return null;
  }
  const record = parseRecord(text);
  if (text !== null && (!record || Date.parse(record.expires_at) <= now)) {
    try {
      storage.removeItem(ATTRIBUTION_STORAGE_KEY);
    } catch {
      // storage refused: nothing to clean
    }
    return null;
  }
  return record;
}


/**
 * SPEC §4: on load, attribution parameters in the URL replace the stored record (last touch; the
 * 30 days start again). Without any, a referrer from another host is remembered when nothing is
 * stored, so a referral is not lost. A stored record past its expiry is deleted on every load.
 * Returns whether the URL carried attribution parameters.
 */
export function captureAttribution(storage: Storage, href: string, referrer: string, now = Date.now()): boolean {
  const url = new URL(href);
  const params = readAttributionParams(url.searchParams);
  const kept = referrer ? referrer.slice(0, ATTRIBUTION_VALUE_MAX * 4) : null;
  const referrerFromElsewhere = kept && hostOf(kept) !== url.host.toLowerCase() ? kept : null;
  const stamp = { captured_at: new Date(now).toISOString(), expires_at: new Date(now + ATTRIBUTION_TTL_MS).toISOString() };
  // Read on every load, whatever the URL: reading deletes a record past its expiry (SPEC §4: "cleared once past expiry").
  const stored = readAttribution(storage, now);
  let record: AttributionRecord | null = null;
  if (params) record = { ...params, referrer: kept, ...stamp };
  else if (referrerFromElsewhere && !stored) {
    record = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, affiliate_id: null, referrer: referrerFromElsewhere, ...stamp };
  }
  if (record) {
    try {
      storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(record));
    } catch {
      // storage refused (private mode): attribution is lost for this visit, nothing breaks
    }
  }
  return params !== null;
}
