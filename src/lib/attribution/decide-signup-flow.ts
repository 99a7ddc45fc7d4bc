import type { SignupFlow } from "@/server/db/enums";
import type { AttributionFields } from "./attribution-record";
import { hostOf } from "./host-of";

export type { SignupFlow } from "@/server/db/enums";

/**
 * docs/behaviour.md#attribution: signup_flow, in this order: affiliate (an affiliate id, or a utm_source containing
 * "affiliate" in any case); campaign (a utm source or campaign); referral (a referrer from another
 * host); organic otherwise.
 */
export function decideSignupFlow(
  fields: Partial<AttributionFields> | null,
  siteHost: string,
): SignupFlow {
  if (fields?.affiliate_id || fields?.utm_source?.toLowerCase().includes("affiliate"))
    return "affiliate";
  if (fields?.utm_source || fields?.utm_campaign) return "campaign";
  const referrerHost = hostOf(fields?.referrer);
  if (referrerHost && referrerHost !== siteHost.toLowerCase()) return "referral";
  return "organic";
}
