import "server-only";
import type { BillingProvider } from "./billing-provider";
import { createLocalBillingProvider } from "./create-local-billing-provider";
import { createStripeBillingProvider } from "./create-stripe-billing-provider";
import { getBillingMode } from "./get-billing-mode";
import { getStripeSetup } from "./stripe-config";

let provider: BillingProvider | null | undefined;

/** The provider the billing mode names, chosen once per process; null in mode "off", where nothing is sold. */
export function getBillingProvider(): BillingProvider | null {
  if (provider === undefined) {
    const setup = getBillingMode() === "stripe" ? getStripeSetup() : null;
    provider = setup
      ? createStripeBillingProvider(setup)
      : getBillingMode() === "local"
        ? createLocalBillingProvider()
        : null;
  }
  return provider;
}
