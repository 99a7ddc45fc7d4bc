"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ruledListClass } from "@/components/ui/ruled-list-class";
import { ADMIN_READ_META } from "@/lib/query/query-meta";
import { useTRPC, useTRPCClient } from "@/lib/trpc/react";
import { adminTime } from "./admin-dates";
import { describeRefusalReason } from "./describe-refusal-reason";

/**
 * Registrations that carried an affiliate's code and were not bound to it, newest first, 50 a page,
 * with why in words and the server's detail. The procedure pages by `beforeId`, not tRPC's
 * `cursor`, so the pages are fetched here rather than through infiniteQueryOptions.
 */
export function RefusalList() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refusals = useInfiniteQuery({
    queryKey: trpc.affiliate.admin.refusals.pathKey(),
    queryFn: ({ pageParam, signal }) =>
      client.affiliate.admin.refusals.query({ beforeId: pageParam }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBeforeId,
    meta: ADMIN_READ_META,
  });

  if (refusals.isPending)
    return <LoadingBlock label="Loading the refused attributions" height="h-40" />;
  if (refusals.isError) return <LoadFailure what="The refused attributions" query={refusals} />;
  const items = refusals.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState>No refused attributions.</EmptyState>;
  return (
    <div className="space-y-3">
      <ol className={ruledListClass}>
        {items.map((refusal) => (
          <li key={refusal.id} className="space-y-1 p-3 text-sm">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold">{describeRefusalReason(refusal.reason)}</span>
              <time
                className="ml-auto text-xs text-slate-600 dark:text-slate-400"
                dateTime={refusal.refusedAt.toISOString()}
              >
                {adminTime.format(refusal.refusedAt)}
              </time>
            </div>
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="text-xs text-slate-600 dark:text-slate-400">Code</span>
              <Badge tone="neutral" className="font-mono break-all">
                {refusal.code}
              </Badge>
              <span
                className={
                  refusal.affiliateName ? "font-medium" : "text-slate-600 dark:text-slate-400"
                }
              >
                {refusal.affiliateName ?? "unknown code"}
              </span>
            </p>
            <p className="break-words text-slate-700 dark:text-slate-300">{refusal.detail}</p>
          </li>
        ))}
      </ol>
      <LoadMoreButton query={refusals} label="Load more" />
    </div>
  );
}
