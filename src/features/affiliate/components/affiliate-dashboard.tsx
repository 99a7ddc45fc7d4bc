"use client";

import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { panelClass } from "@/components/ui/panel-class";
import { formatPrice } from "@/lib/format/format-price";
import { useTRPC } from "@/lib/trpc/react";
import { ActivityChart } from "./activity-chart";
import type { AffiliateProfile } from "./affiliate-types";
import { DashboardSection } from "./dashboard-section";
import { EarningsFigures } from "./earnings-figures";
import { FunnelFigures } from "./funnel-figures";
import { LedgerList } from "./ledger-list";
import { LinkBuilder } from "./link-builder";
import { LinkList } from "./link-list";
import { PayoutList } from "./payout-list";
import { type DashboardRange, RangeSwitch, rangeInWords } from "./range-switch";
import { ReferralLinkCard } from "./referral-link-card";
import { SuspendedNotice } from "./suspended-notice";

/**
 * An approved affiliate's dashboard (docs/product.md#affiliate-program): their link, earnings, the
 * range's funnel and chart, the link builder and links, the ledger and the payouts. A suspended
 * affiliate keeps it to read, with the notice on top.
 */
export function AffiliateDashboard({ standing }: { standing: AffiliateProfile }) {
  const trpc = useTRPC();
  const [days, setDays] = useState<DashboardRange>(30);
  // Asked afresh on every visit, shown from this device's copy meanwhile: the figures move by the hour.
  const dashboard = useQuery(
    trpc.affiliate.dashboard.queryOptions(
      { days },
      {
        placeholderData: (previous) => previous,
        refetchOnMount: "always",
        meta: { silentErrors: true, persist: { latest: 1 } },
      },
    ),
  );
  const data = dashboard.data;
  const range = rangeInWords(days);
  const shortOf =
    data && data.earnings.due > 0 && data.earnings.due < data.terms.payoutMinimum
      ? formatPrice(data.terms.payoutMinimum)
      : null;
  // The read's failure is told once, under the first heading; the other parts it feeds say only that they are missing.
  const part = (
    render: (loaded: NonNullable<typeof data>) => ReactNode,
    label: string,
    height: string,
  ) => {
    if (data) return render(data);
    if (dashboard.isError)
      return <p className="text-sm text-slate-600 dark:text-slate-400">Not loaded: see above.</p>;
    return <LoadingBlock label={label} height={height} />;
  };
  const code = standing.code ?? "";

  return (
    <div className="space-y-10">
      {standing.status === "suspended" && (
        <SuspendedNotice since={standing.reviewedAt} note={standing.reviewNote} />
      )}
      <ReferralLinkCard code={code} terms={data?.terms ?? null} />
      <DashboardSection id="earnings" title="Earnings, all time">
        {dashboard.isError && !data ? (
          <LoadFailure what="Your dashboard" query={dashboard} />
        ) : (
          part(
            (loaded) => <EarningsFigures earnings={loaded.earnings} terms={loaded.terms} />,
            "Loading your earnings",
            "h-28",
          )
        )}
      </DashboardSection>
      <DashboardSection
        id="performance"
        title="Performance"
        aside={<RangeSwitch days={days} onChange={setDays} />}
      >
        {part(
          (loaded) => (
            <div
              aria-busy={dashboard.isPlaceholderData}
              className={`space-y-6 ${dashboard.isPlaceholderData ? "opacity-60" : ""}`}
            >
              <FunnelFigures funnel={loaded.funnel} range={range} />
              <div className={panelClass("sm")}>
                <ActivityChart series={loaded.series} range={range} />
              </div>
            </div>
          ),
          "Loading your figures",
          "h-80",
        )}
      </DashboardSection>
      <DashboardSection id="links" title="Links">
        {standing.status === "active" && (
          <div className={panelClass()}>
            <h3 className="mb-4 font-semibold">Build a link</h3>
            <LinkBuilder code={code} />
          </div>
        )}
        {part(
          (loaded) => (
            <LinkList links={loaded.links} range={range} />
          ),
          "Loading your links",
          "h-24",
        )}
      </DashboardSection>
      <DashboardSection id="commissions" title="Commissions">
        <LedgerList shortOf={shortOf} />
      </DashboardSection>
      <DashboardSection id="payouts" title="Payouts">
        <PayoutList minimum={standing.payoutMinimum} payoutEmail={standing.payoutEmail} />
      </DashboardSection>
    </div>
  );
}
