import type { Metadata } from "next";
import { AffiliateScreen } from "@/features/affiliate/components/affiliate-screen";
import { getAffiliateTerms } from "@/features/affiliate/server/affiliate-terms";
import { getMailer } from "@/features/mail/server";

export const metadata: Metadata = { title: "Affiliate program" };
// The program's terms are run-time settings, never the build machine's.
export const dynamic = "force-dynamic";

export default function AffiliatePage() {
  const { defaultRateBps, months, holdDays, payoutMinimum } = getAffiliateTerms();
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Affiliate program</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Bring investors to Marketdesk and earn a share of what they pay.
        </p>
      </div>
      <AffiliateScreen
        terms={{ ratePercent: defaultRateBps / 100, months, holdDays, payoutMinimum }}
        mailAvailable={getMailer().available}
      />
    </div>
  );
}
