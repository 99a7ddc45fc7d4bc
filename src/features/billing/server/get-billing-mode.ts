import { env } from "@/env";
import {
  type BillingDecision,
  type BillingMode,
  decideBillingMode,
} from "@/server/billing/decide-billing-mode";

let decision: BillingDecision | undefined;

/** The billing decision, made once from the validated settings (docs/security.md, "Billing modes"). */
export function getBillingDecision(): BillingDecision {
  decision ??= decideBillingMode(env);
  return decision;
}

/** The one answer to "which billing runs here", read by the router, the webhook route and the pages. */
export function getBillingMode(): BillingMode {
  return getBillingDecision().mode;
}
