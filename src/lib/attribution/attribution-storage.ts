import {
  ATTRIBUTION_TTL_MS,
  type AttributionRecord,
  parseAttributionRecord,
  REFERRER_MAX,
} from "./attribution-record";
import { hostOf } from "./host-of";
import { readAttributionParams } from "./read-attribution-params";

export const ATTRIBUTION_STORAGE_KEY = "marketdesk_attribution";

/** A stored value is ours only if it is the record's shape; anything else is discarded. */
function parseRecord(text: string | null): AttributionRecord | null {
  if (!text) return null;
  try {
    return parseAttributionRecord(JSON.parse(text));
  } catch {
    return null; // not JSON
  }
}

/** The stored record, or null; an expired, corrupt or foreign value is deleted on this read (docs/behaviour.md#attribution). */
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
 * docs/behaviour.md#attribution: on load, attribution parameters in the URL replace the stored record (last touch; the
 * 30 days start again). Without any, a referrer from another host is remembered when nothing is
 * stored, so a referral is not lost. A stored record past its expiry is deleted on every load.
 * Returns whether the URL carried attribution parameters.
 */
export function captureAttribution(
  storage: Storage,
  href: string,
  referrer: string,
  now = Date.now(),
): boolean {
  const url = new URL(href);
  const params = readAttributionParams(url.searchParams);
  const kept = referrer ? referrer.slice(0, REFERRER_MAX) : null;
  const referrerFromElsewhere = kept && hostOf(kept) !== url.host.toLowerCase() ? kept : null;
  const stamp = {
    captured_at: new Date(now).toISOString(),
    expires_at: new Date(now + ATTRIBUTION_TTL_MS).toISOString(),
  };
  // Read on every load, whatever the URL: reading deletes a record past its expiry (docs/behaviour.md#attribution).
  const stored = readAttribution(storage, now);
  let record: AttributionRecord | null = null;
  if (params) record = { ...params, referrer: kept, ...stamp };
  else if (referrerFromElsewhere && !stored) {
    record = {
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      affiliate_id: null,
      referrer: referrerFromElsewhere,
      ...stamp,
    };
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
