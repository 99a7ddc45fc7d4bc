import { track } from "@/lib/analytics/track";
import { readAttribution, captureAttribution } from "./attribution-storage";
import { stripAttributionParams } from "./strip-attribution-params";

/**
 * docs/behaviour.md#attribution: the attribution parameters of this page's URL are stored, then removed from the
 * address bar without a reload or a history entry (other parameters and the hash stay).
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
  const affiliateId = readAttribution(storage)?.affiliate_id;
  if (affiliateId) track("affiliate_landing", { affiliate_id: affiliateId });
}
