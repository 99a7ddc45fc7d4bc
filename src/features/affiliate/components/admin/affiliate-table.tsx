"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ADMIN_READ_META } from "@/lib/query/query-meta";
import { useTRPC } from "@/lib/trpc/react";
import { AFFILIATE_HEAD, AffiliateRow, EARNINGS_HEAD } from "./affiliate-row";

const FILTERS = {
  all: "Active, suspended and rejected",
  active: "Active",
  suspended: "Suspended",
  rejected: "Rejected",
} as const;
type Filter = keyof typeof FILTERS;
const EMPTY: Record<Filter, string> = {
  all: "No affiliates yet. Applicants appear here once their application is decided.",
  active: "No active affiliates.",
  suspended: "No suspended affiliates.",
  rejected: "No rejected applications.",
};

/**
 * Everyone past the application (docs/product.md#affiliate-program), by status: the funnel and the
 * earnings by state, all time, the rate, and the actions. Applications have their own tab, so
 * "all" asks for everyone past the application (an application never takes a row of the list's
 * limit). Never kept in the offline cache: it holds payout emails.
 */
export function AffiliateTable() {
  const trpc = useTRPC();
  const [filter, setFilter] = useState<Filter>("all");
  const list = useQuery(
    trpc.affiliate.admin.affiliates.queryOptions(
      { status: filter === "all" ? "decided" : filter },
      { meta: ADMIN_READ_META, placeholderData: (previous) => previous },
    ),
  );
  const rows = list.data?.affiliates ?? [];

  return (
    <div className="space-y-4">
      <label className="block text-sm">
        <span className="font-medium">Status</span>
        <select
          value={filter}
          onChange={(event) => setFilter(event.target.value as Filter)}
          className="mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-base sm:text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {Object.entries(FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {list.isError ? (
        <LoadFailure what="The affiliates" query={list} />
      ) : !list.data ? (
        <LoadingBlock label="Loading the affiliates" height="h-48" />
      ) : rows.length === 0 ? (
        <EmptyState>{EMPTY[filter]}</EmptyState>
      ) : (
        <DataTable
          label="Affiliates"
          caption={`Affiliates: ${FILTERS[filter].toLowerCase()}. Earnings are all time.`}
          head={AFFILIATE_HEAD}
          numeric={EARNINGS_HEAD}
          minWidth="min-w-[60rem]"
          busy={list.isFetching}
        >
          {rows.map((affiliate) => (
            <AffiliateRow
              key={affiliate.id}
              affiliate={affiliate}
              defaultPercent={list.data.defaultRatePercent}
            />
          ))}
        </DataTable>
      )}
      {list.data?.more && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Showing the newest {rows.length}. Choose a status to narrow the list.
        </p>
      )}
    </div>
  );
}
