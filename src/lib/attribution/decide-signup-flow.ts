import type { SignupFlow } from "@/server/db/enums";
import type { AttributionFields } from "./attribution-record";

export type { SignupFlow } from "@/server/db/enums";

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * SPEC §3 signup_flow, in this order: affiliate (an affiliate id, or a utm_source containing
 * "affiliate" in any case); campaign (a utm source or campaign); referral (a referrer from another
 * host); organic otherwise.
 */
export function decideSignupFlow(fields: Partial<AttributionFields> | null, siteHost: string): SignupFlow {
  if (fields?.affiliate_id || fields?.utm_source?.toLowerCase().includes("affiliate")) return "affiliate";
  if (fields?.utm_source || fields?.utm_campaign) return "campaign";
  const referrerHost = hostOf(fields?.referrer ?? null);
  if (referrerHost && referrerHost !== siteHost.toLowerCase()) return "referral";
  return "organic";
}
