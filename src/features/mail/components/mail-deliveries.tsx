"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { TableScroller } from "@/components/ui/table-scroller";
import { formatCount } from "@/lib/format/format-market-number";
import { useTRPC } from "@/lib/trpc/react";
import type { MailDeliveryStatus } from "@/server/db/enums";

type Filter = "all" | MailDeliveryStatus;
const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: "failed", label: "Failed" },
  { value: "retrying", label: "Retrying" },
  { value: "queued", label: "Queued" },
  { value: "sent", label: "Sent" },
  { value: "all", label: "All" },
];
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const statusClass: Record<MailDeliveryStatus, string> = {
  failed: "bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300",
  retrying: "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  queued: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  sent: "bg-brand-50 text-brand-700 dark:bg-slate-900 dark:text-brand-500",
};

/** /admin/mail: the counts per status, and the newest deliveries of the chosen one. */
export function MailDeliveries() {
  const trpc = useTRPC();
  const [filter, setFilter] = useState<Filter>("failed");
  const deliveries = useQuery({
    ...trpc.mail.deliveries.queryOptions({ status: filter }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

  if (deliveries.isPending)
    return (
      <p
        aria-busy="true"
        className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-900"
      />
    );
  if (deliveries.isError) return <ErrorNotice>{deliveries.error.message}</ErrorNotice>;
  const { counts, rows, limit } = deliveries.data;
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`${buttonClass({ variant: filter === value ? "primary" : "secondary", size: "sm" })}`}
          >
            {label}
            {value !== "all" && <span className="tabular-nums">{formatCount(counts[value])}</span>}
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <EmptyState>{filter === "failed" ? "No mail has failed." : "No mail here yet."}</EmptyState>
      ) : (
        <TableScroller label="Mail deliveries">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="text-xs text-slate-500 uppercase dark:text-slate-400">
              <tr>
                <th className="px-3 py-2 font-medium">Queued</th>
                <th className="px-3 py-2 font-medium">To</th>
                <th className="px-3 py-2 font-medium">Subject</th>
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 text-right font-medium">Attempts</th>
                <th className="px-3 py-2 font-medium">Last error</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {timeFormat.format(row.createdAt)}
                  </td>
                  <td className="px-3 py-2 break-all">{row.recipient}</td>
                  <td className="px-3 py-2">{row.subject}</td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[row.status]}`}
                    >
                      {row.status}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.attempts}</td>
                  <td className="px-3 py-2 text-xs text-slate-600 dark:text-slate-400">
                    {row.lastError ?? "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {rows.length === limit && (
        <p className="text-xs text-slate-500 dark:text-slate-400">The newest {limit} are shown.</p>
      )}
    </div>
  );
}
