import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { LocalCheckout } from "@/features/billing/components/local-checkout";
import { getBillingMode } from "@/features/billing/server/get-billing-mode";

export function generateMetadata(): Metadata {
  return { title: getBillingMode() === "local" ? "Checkout (test mode)" : "Checkout" };
}
// The billing mode is a run-time setting, never the build machine's.
export const dynamic = "force-dynamic";

const refusals = {
  off: "Subscriptions are not available yet on this server.",
  stripe: "Payments on this server go through Stripe: choose a plan on the pricing page to open its checkout.",
} as const;

/** In-app test-mode checkout: offered only when the billing mode is "local" (docs/security.md, "Billing modes"). */
export default function LocalCheckoutPage() {
  const mode = getBillingMode();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      <div className="mt-8">
        {mode === "local" ? (
          <Suspense>
            <LocalCheckout />
          </Suspense>
        ) : (
          <p role="alert" className="text-sm">
            {refusals[mode]}{" "}
            <Link href="/pricing" className="font-semibold text-brand-700 underline">
              Back to plans
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
