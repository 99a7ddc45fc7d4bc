import { track } from "@/lib/analytics/track";
import { captureAttribution, readAttribution } from "./attribution-storage";
import { reportAffiliateClick } from "./report-affiliate-click";
import { stripAttributionParams } from "./strip-attribution-params";

/**
 * docs/behaviour.md#attribution: the attribution parameters of this page's URL are stored, then removed from the
 * address bar without a reload or a history entry (other parameters and the hash stay). A visit with
 * an affiliate's code is reported to the server, which records the click.
 */
export function captureAttributionOnLoad(): void {
  let storage: Storage;
  try {
    storage = localStorage;
  } catch {
    return; // storage refused: nothing to remember attribution in
  }
  if (!captureAttribution(storage, location.href, document.referrer)) return;
  // history.state is Next's own; keeping it keeps the router in step.
  history.replaceState(history.state, "", stripAttributionParams(location.href));
  const record = readAttribution(storage);
  if (!record?.affiliate_id) return;
  track("affiliate_landing", { affiliate_id: record.affiliate_id });
  // The click is recorded by the server, which checks the code; the browser's record alone binds nothing.
  reportAffiliateClick(record, location.pathname);
}
