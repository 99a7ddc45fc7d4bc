import type { Metadata } from "next";
import { UpcomingScreen } from "@/features/shell/components/upcoming-screen";

export const metadata: Metadata = { title: "Affiliate program" };

export default function AffiliatePage() {
  return (
    <UpcomingScreen
      title="Affiliate program"
      summary="Bring investors to Marketdesk and earn 30% of every paid invoice they make."
      features={["Apply once; we review every application", "Links with your code and UTM fields", "Clicks, signups and conversions on one dashboard", "Commissions pending 30 days, then due"]}
    />
  );
}
