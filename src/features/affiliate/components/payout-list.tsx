"use client";

import { useQuery } from "@tanstack/react-query";
import { DataTable, dataCellClass } from "@/components/ui/data-table";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { formatPrice } from "@/lib/format/format-price";
import { useTRPC } from "@/lib/trpc/react";
import { affiliateShortDate } from "./affiliate-formats";

const cell = dataCellClass;

/** The payouts made to the affiliate, newest first: when, how much, how many ledger entries, and the transfer's reference. */
export function PayoutList({ minimum, payoutEmail }: { minimum: number; payoutEmail: string }) {
  const trpc = useTRPC();
  const payouts = useQuery(
    trpc.affiliate.payouts.queryOptions(undefined, {
      refetchOnMount: "always",
      meta: { silentErrors: true },
    }),
  );

  if (payouts.isError) return <LoadFailure what="Your payouts" query={payouts} />;
  if (payouts.isPending) return <LoadingBlock label="Loading your payouts" height="h-20" />;
  const sentTo = <span className="break-all">{payoutEmail}</span>;
  if (payouts.data.payouts.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No payouts yet. Once your due balance reaches {formatPrice(minimum)}, it is paid to {sentTo}
        .
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">Payouts are made to {sentTo}.</p>
      <DataTable
        label="Your payouts"
        caption="Your payouts, newest first"
        head={["Date", "Amount", "Entries", "Reference"]}
        numeric={["Amount", "Entries"]}
        minWidth="min-w-[28rem]"
      >
        {payouts.data.payouts.map((payout) => (
          <tr key={payout.id}>
            <td className={`${cell} whitespace-nowrap`}>
              {affiliateShortDate.format(payout.paidAt)}
            </td>
            <td className={`${cell} text-right font-semibold tabular-nums`}>
              {formatPrice(payout.amount, payout.currency)}
            </td>
            <td className={`${cell} text-right tabular-nums`}>{payout.entryCount}</td>
            <td className={`${cell} break-all`}>{payout.reference ?? "—"}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
