/**
 * What other features may use of billing on the server (docs/architecture.md#layers): the
 * entitlements and the checks built on them, the outcomes billing publishes, and the recorded
 * invoices the affiliate program pays commissions on. The rest of this
 * folder is billing's own; eslint.config.mjs lets other features import this file only.
 */
export { assertWithinPlanLimit } from "./assert-within-plan-limit";
export type { BillingOutcome } from "./billing-outcome";
export { type BillingOutcomeListener, onBillingOutcome } from "./billing-outcome-listeners";
export { findFirstInvoiceDate, findInvoice, hasPaidWithCard, listInvoiceIdsOf } from "./data";
export { endSubscriptionForDeletion } from "./end-subscription-for-deletion";
export {
  type Entitlements,
  entitlementsOf,
  getEntitlements,
  type PlanHolder,
} from "./get-entitlements";
export { planProcedure } from "./plan-procedure";
export { summarisePayingSubscriptions } from "./summarise-paying-subscriptions";
export { upgradeRequired } from "./upgrade-required";
