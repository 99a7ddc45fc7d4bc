import type { Metadata } from "next";
import { env } from "@/env";
import { PricingHeadline } from "@/features/billing/components/pricing-headline";
import { UpcomingScreen } from "@/features/shell/components/upcoming-screen";

export const metadata: Metadata = { title: "Pricing" };

export default function PricingPage() {
  return (
    <UpcomingScreen
      title={<PricingHeadline flagsFromPostHog={Boolean(env.POSTHOG_HOST)} />}
      summary="Start free. Pro and Premium add technical filters, more watchlists, saved screens and CSV export."
      features={["Free: 3 watchlists × 50 symbols, 3 saved screens", "Pro: $19/month or $190/year", "Premium: $49/month or $490/year", "Cancel any time; you keep your plan to the period's end"]}
    />
  );
}
