/**
 * What other features may use of billing's UI: the account page's panels and the session's entitlements.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { useEntitlements } from "../use-entitlements";
export { InvoicesPanel } from "./invoices-panel";
export { SubscriptionPanel } from "./subscription-panel";
