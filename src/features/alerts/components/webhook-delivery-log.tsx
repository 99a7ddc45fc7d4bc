"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { LoadingBlock } from "@/components/ui/loading-block";
import { useTRPC } from "@/lib/trpc/react";
import { describeDelivery } from "./describe-delivery";

/** Every webhook delivery of the last 90 days, newest first, with its status code and error. */
export function WebhookDeliveryLog() {
  const trpc = useTRPC();
  const log = useInfiniteQuery({
    ...trpc.alertChannels.webhookDeliveries.infiniteQueryOptions(
      {},
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
    refetchOnMount: "always",
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div>
      <h3 className="text-sm font-semibold">Delivery log (90 days)</h3>
      <div className="mt-2">
        {log.isPending ? (
          <LoadingBlock label="Loading the delivery log" height="h-16" />
        ) : log.isError ? (
          <LoadFailure what="The delivery log" query={log} />
        ) : entries.length === 0 ? (
          <EmptyState>No alert has gone to a webhook yet.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {entries.map((entry) => {
              const said = describeDelivery({ ...entry, at: entry.createdAt });
              return (
                <li key={entry.id} className="py-2">
                  <p className="flex flex-wrap items-center gap-2">
                    <Badge tone={said.tone}>{said.label}</Badge>
                    <span className="min-w-0 wrap-anywhere">{entry.message}</span>
                  </p>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {said.detail} · {entry.attempts} attempt{entry.attempts === 1 ? "" : "s"}
                    {entry.error ? ` · ${entry.error}` : ""}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        {log.hasNextPage && <LoadMoreButton query={log} label="Older deliveries" />}
      </div>
    </div>
  );
}
