/** Value sets stored in the database, importable anywhere (they carry no database access). */

/** The kinds of user the product distinguishes (docs/behaviour.md#roles-and-permissions, docs/product.md#roles). */
export const userTypes = ["guest", "authenticated", "admin"] as const;
export type UserType = (typeof userTypes)[number];

export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

/** signup_flow values, in the order they are decided (docs/behaviour.md#attribution). */
export const signupFlows = ["affiliate", "campaign", "referral", "organic"] as const;
export type SignupFlow = (typeof signupFlows)[number];

/** Kinds of listed security; screens default to common stock. */
export const securityTypes = ["common", "preferred", "warrant", "unit", "right"] as const;
export type SecurityType = (typeof securityTypes)[number];

/** A market-data refresh's life: one "running" at a time, then "succeeded" or "failed". */
export const marketRefreshStatuses = ["running", "succeeded", "failed"] as const;
export type MarketRefreshStatus = (typeof marketRefreshStatuses)[number];

/** What asking SEC EDGAR about a symbol gave (docs/live-market.md#sec-edgar-fundamentals). */
export const edgarOutcomes = ["stored", "no-cik", "no-facts", "unreadable"] as const;
export type EdgarOutcome = (typeof edgarOutcomes)[number];

/** What a mailed account link does (docs/product.md#accounts-and-mail). */
export const accountTokenPurposes = [
  "verify_email",
  "reset_password",
  "change_email",
  "undo_email_change",
] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/** A mail's life on the queue: "queued", "retrying" after a refusal, then "sent" or "failed". */
export const mailDeliveryStatuses = ["queued", "retrying", "sent", "failed"] as const;
export type MailDeliveryStatus = (typeof mailDeliveryStatuses)[number];

/** A chat message's optional call on its symbols (docs/product.md#chat). */
export const chatSentiments = ["bullish", "bearish"] as const;
export type ChatSentiment = (typeof chatSentiments)[number];

/** What happened to a message, as the live stream and the polling cursor report it (docs/architecture.md#real-time). */
export const chatEventKinds = ["posted", "edited", "deleted", "hidden", "restored"] as const;
export type ChatEventKind = (typeof chatEventKinds)[number];

/** A moderator's sanction on a person: muted for a time, or banned (until a time, or for good). */
export const chatSanctionKinds = ["mute", "ban"] as const;
export type ChatSanctionKind = (typeof chatSanctionKinds)[number];

/** Every moderator action the audit log records. */
export const chatModerationActions = [
  "hide",
  "restore",
  "delete",
  "dismiss",
  "mute",
  "ban",
  "lift",
  "auto_hide",
  "auto_restore",
] as const;
export type ChatModerationAction = (typeof chatModerationActions)[number];

/** An affiliate's standing (docs/product.md#affiliate-program): applied, then approved (active) or rejected; an admin may suspend an active one. */
export const affiliateStatuses = ["applied", "active", "rejected", "suspended"] as const;
export type AffiliateStatus = (typeof affiliateStatuses)[number];

/** Why a registration was not bound to the affiliate whose code it carried (docs/product.md#affiliate-program). */
export const referralRefusalReasons = [
  "unknown_affiliate",
  "inactive_affiliate",
  "no_click",
  "expired_click",
  "self_referral",
  "disposable_email",
] as const;
export type ReferralRefusalReason = (typeof referralRefusalReasons)[number];

/** A ledger entry's life: pending through the holding period, then due, then paid; reversed by a refund or dispute before payout. */
export const commissionStates = ["pending", "due", "paid", "reversed"] as const;
export type CommissionState = (typeof commissionStates)[number];

/** A commission on an invoice, or an adjustment: the negative amount a refund after payout takes back. */
export const commissionKinds = ["commission", "adjustment"] as const;
export type CommissionKind = (typeof commissionKinds)[number];
