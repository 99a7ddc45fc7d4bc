import type { ReferralRefusalReason } from "@/server/db/enums";

const PHRASES: Record<ReferralRefusalReason, string> = {
  self_referral: "Self-referral",
  disposable_email: "Disposable email address",
  inactive_affiliate: "Affiliate not active",
  expired_click: "Click older than 30 days",
  no_click: "No recorded click",
  unknown_affiliate: "Unknown code",
};

/** Why a registration was not bound to an affiliate, in the admin's words rather than the stored code (docs/product.md#affiliate-program). */
export function describeRefusalReason(reason: ReferralRefusalReason): string {
  return PHRASES[reason];
}
