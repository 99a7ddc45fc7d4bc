import type { AttributionRecord } from "./attribution-record";

/** Where the server records a visit that arrived with an affiliate's code (docs/product.md#affiliate-program). */
export const AFFILIATE_CLICK_ENDPOINT = "/api/affiliate/click";

/**
 * Tells the server of a visit with an affiliate's code, with the page it landed on and the stored
 * record's UTM fields and referrer. The server keeps the click (and its proof, an HttpOnly cookie);
 * `keepalive` lets the report finish when the visitor leaves the page at once. A failure costs the
 * visitor nothing, so it is not retried or shown.
 */
export function reportAffiliateClick(record: AttributionRecord, landingPath: string): void {
  const { utm_source, utm_medium, utm_campaign, utm_term, utm_content, affiliate_id, referrer } =
    record;
  const body = JSON.stringify({
    affiliate_id,
    utm_source,
    utm_medium,
    utm_campaign,
    utm_term,
    utm_content,
    referrer,
    landing_path: landingPath.slice(0, 300),
  });
  void fetch(AFFILIATE_CLICK_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => undefined);
}
