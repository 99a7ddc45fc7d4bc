/**
 * What other features may use of billing's UI: the account page's panels, the session's entitlements
 * and the one upsell.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { useEntitlements } from "../use-entitlements";
export { InvoicesPanel } from "./invoices-panel";
export { SubscriptionPanel } from "./subscription-panel";
export { UpgradePopover } from "./upgrade-popover";
export { UpgradePrompt } from "./upgrade-prompt";
