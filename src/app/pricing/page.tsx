import type { Metadata } from "next";
import { env } from "@/env";
import { PricingHeadline } from "@/features/billing/components/pricing-headline";
import { PricingPlans } from "@/features/billing/components/pricing-plans";
import { getBillingMode } from "@/features/billing/server/get-billing-mode";

export const metadata: Metadata = { title: "Pricing" };
// The billing mode is a run-time setting, never the build machine's.
export const dynamic = "force-dynamic";

/** `?checkout=canceled` is where Stripe Checkout's "back" returns (open-stripe-checkout.ts). */
export default async function PricingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const mode = getBillingMode();
  const canceled = (await searchParams).checkout === "canceled";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        <PricingHeadline flagsFromPostHog={Boolean(env.POSTHOG_HOST)} />
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        {mode !== "off"
          ? "Start free. Upgrade for technical filters, unlimited saved screens and CSV export. Change or cancel any time; a cancelled plan lasts to the end of its period."
          : "Start free: every screener preset, descriptive and performance filters, and saved screens."}
      </p>
      <div className="mt-10">
        <PricingPlans billingMode={mode} canceled={canceled} />
      </div>
    </div>
  );
}
