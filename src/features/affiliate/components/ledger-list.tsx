"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ruledListClass } from "@/components/ui/ruled-list-class";
import { useTRPC } from "@/lib/trpc/react";
import { LedgerEntryItem } from "./ledger-entry-item";

/**
 * Every commission and adjustment, newest first, 50 a page (docs/product.md#affiliate-program).
 * `shortOf` is the payout minimum while the due balance is under it, so due entries say they wait.
 */
export function LedgerList({ shortOf }: { shortOf: string | null }) {
  const trpc = useTRPC();
  const ledger = useInfiniteQuery(
    trpc.affiliate.ledger.infiniteQueryOptions(
      {},
      {
        getNextPageParam: (page) => page.nextCursor,
        refetchOnMount: "always",
        meta: { silentErrors: true },
      },
    ),
  );

  if (!ledger.data) {
    if (ledger.isError) return <LoadFailure what="Your commissions" query={ledger} />;
    return <LoadingBlock label="Loading your commissions" height="h-32" />;
  }
  const entries = ledger.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No commissions yet: they appear when a customer you referred pays.
      </p>
    );
  return (
    <div className="space-y-3">
      <ol aria-label="Your commissions, newest first" className={ruledListClass}>
        {entries.map((entry) => (
          <LedgerEntryItem key={entry.id} entry={entry} shortOf={shortOf} />
        ))}
      </ol>
      <LoadMoreButton query={ledger} label="Load more" />
      {ledger.isFetchNextPageError && (
        <LoadFailure
          what="More commissions"
          query={ledger}
          onRetry={() => void ledger.fetchNextPage()}
        />
      )}
    </div>
  );
}
