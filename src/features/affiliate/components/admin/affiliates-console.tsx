"use client";

import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ADMIN_READ_META } from "@/lib/query/query-meta";
import { useTRPC } from "@/lib/trpc/react";
import { AffiliateTable } from "./affiliate-table";
import { ApplicationList } from "./application-list";
import { ConsoleTabs, consolePanelId, consoleTabId } from "./console-tabs";
import { PayoutList } from "./payout-list";
import { RefusalList } from "./refusal-list";

type Section = "applications" | "affiliates" | "refusals" | "payouts";

const SECTIONS: Record<Section, { title: string; intro: string; body: () => ReactNode }> = {
  applications: {
    title: "Applications",
    intro:
      "Approving gives the applicant their code; rejecting needs a note saying why. Either way they receive your note by mail.",
    body: () => <ApplicationList />,
  },
  affiliates: {
    title: "Affiliates",
    intro:
      "Clicks, registrations and paying customers, and earnings by state, all time. A rate of their own applies to invoices paid from now on.",
    body: () => <AffiliateTable />,
  },
  refusals: {
    title: "Refused attributions",
    intro: "Registrations that carried an affiliate's code and were not credited to it, and why.",
    body: () => <RefusalList />,
  },
  payouts: {
    title: "Payouts",
    intro:
      "Pay the payable balances outside Marketdesk, from the exported list, then mark each paid here.",
    body: () => <PayoutList />,
  },
};

/** /admin/affiliates (docs/product.md#affiliate-program): the program's four sections as tabs, applications first with how many are waiting. */
export function AffiliatesConsole() {
  const trpc = useTRPC();
  const [active, setActive] = useState<Section>("applications");
  const waiting = useQuery(
    trpc.affiliate.admin.affiliates.queryOptions({ status: "applied" }, { meta: ADMIN_READ_META }),
  ).data?.applications;
  const tabs = (Object.keys(SECTIONS) as Section[]).map((id) => ({
    id,
    label:
      id === "applications" && waiting ? (
        <>
          {SECTIONS[id].title}{" "}
          <span className="bg-brand-700 ml-1 rounded-full px-1.5 text-xs text-white tabular-nums">
            {waiting}
          </span>
          <span className="sr-only"> waiting</span>
        </>
      ) : (
        SECTIONS[id].title
      ),
  }));
  const section = SECTIONS[active];
  return (
    <div className="space-y-6">
      <ConsoleTabs label="Affiliate program" tabs={tabs} active={active} onChange={setActive} />
      <section
        id={consolePanelId(active)}
        role="tabpanel"
        aria-labelledby={consoleTabId(active)}
        className="space-y-4"
      >
        <div>
          <h2 className="text-lg font-semibold tracking-tight">{section.title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{section.intro}</p>
        </div>
        {section.body()}
      </section>
    </div>
  );
}
