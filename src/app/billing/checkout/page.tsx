import type { Metadata } from "next";
import { CheckoutFlow } from "@/features/billing/components/checkout-flow";
import { getBillingMode } from "@/features/billing/server/get-billing-mode";

export function generateMetadata(): Metadata {
  return { title: getBillingMode() === "local" ? "Checkout (test mode)" : "Checkout" };
}
// The billing mode is a run-time setting, never the build machine's.
export const dynamic = "force-dynamic";

type Params = Record<string, string | string[] | undefined>;

/** The plan and period in the address, or null when it names none of ours. */
function choiceOf(
  params: Params,
): { planId: "pro" | "premium"; interval: "month" | "year" } | null {
  const planId = params.plan === "pro" || params.plan === "premium" ? params.plan : null;
  return planId ? { planId, interval: params.interval === "year" ? "year" : "month" } : null;
}

/** Buying or switching to a plan (docs/product.md#plans): the address a visitor's sign-up returns to. */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Params> }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      <div className="mt-8">
        <CheckoutFlow mode={getBillingMode()} choice={choiceOf(await searchParams)} />
      </div>
    </div>
  );
}
