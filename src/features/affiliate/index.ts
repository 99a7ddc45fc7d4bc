/**
 * What other features may use of affiliate in any code: telling an affiliate link apart in a message.
 * Public entry (docs/architecture.md#layers): other features import this file, not the modules.
 */
export { isAffiliateLink } from "./find-affiliate-link";
