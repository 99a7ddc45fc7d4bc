/**
 * What the rest of the app uses of the affiliate program on the server (docs/architecture.md#layers):
 * the binding registration calls through the composition root, billing's listener, and the hourly
 * sweep. The program owns the affiliate_* tables (src/server/db/schema.ts).
 */
export { bindAffiliateReferral } from "./bind-affiliate-referral";
export { handleAffiliateBillingOutcome } from "./handle-affiliate-billing-outcome";
export { runCommissionSweep } from "./run-commission-sweep";
