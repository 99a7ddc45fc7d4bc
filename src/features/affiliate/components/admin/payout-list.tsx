"use client";

import { useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { formatPrice } from "@/lib/format/format-price";
import { ADMIN_READ_META } from "@/lib/query/query-meta";
import { useTRPC } from "@/lib/trpc/react";
import { PayoutExport } from "./payout-export";
import { PAYOUT_HEAD, PayoutRow } from "./payout-row";

/**
 * What is due to each affiliate (docs/product.md#affiliate-program), the largest first: balances
 * that reach the minimum are payable, the others roll over to the next payout. Paying happens
 * elsewhere; here it is exported and then recorded. Never kept in the offline cache.
 */
export function PayoutList() {
  const trpc = useTRPC();
  const payouts = useQuery(
    trpc.affiliate.admin.payouts.queryOptions(undefined, { meta: ADMIN_READ_META }),
  );

  if (payouts.isPending) return <LoadingBlock label="Loading the payouts" height="h-40" />;
  if (payouts.isError) return <LoadFailure what="The payouts" query={payouts} />;
  const { minimum, balances } = payouts.data;
  const payable = balances.filter((balance) => balance.payable).length;
  const rolling = balances.length - payable;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Balances under {formatPrice(minimum)} roll over to the next payout.{" "}
        {balances.length > 0 &&
          `${payable} payable now${rolling > 0 ? `, ${rolling} rolling over` : ""}.`}
      </p>
      {balances.length === 0 ? (
        <EmptyState>Nothing is due.</EmptyState>
      ) : (
        <>
          <PayoutExport />
          <DataTable
            label="Due balances"
            caption="Due balances per affiliate, the largest first"
            head={PAYOUT_HEAD}
            numeric={["Balance", "Entries"]}
            minWidth="min-w-[48rem]"
            busy={payouts.isFetching}
          >
            {balances.map((balance) => (
              <PayoutRow key={balance.affiliateId} balance={balance} />
            ))}
          </DataTable>
        </>
      )}
    </div>
  );
}
