"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ruledListClass } from "@/components/ui/ruled-list-class";
import { formatDateTime } from "@/lib/dates/format-date-time";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import type { AlertChannel, DeliveryOutcome } from "../alert-kinds";
import { alertTargetPath } from "../alert-target-path";
import type { AlertHistoryItem } from "./alert-list-item";
import { VisitorAlerts } from "./visitor-alerts";

const channelNames: Record<AlertChannel, string> = {
  in_app: "In app",
  mail: "Mail",
  push: "Push",
  webhook: "Webhook",
};
const outcomeNames: Record<DeliveryOutcome, string> = {
  pending: "waiting",
  sent: "sent",
  failed: "failed",
  grouped: "grouped",
  held_quiet_hours: "held for quiet hours",
  digest: "in the digest",
  skipped: "skipped",
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Trigger({ item }: { item: AlertHistoryItem }) {
  return (
    <li className="px-4 py-3">
      {/* The message names its symbol ("AAPL crossed above 200.00"); the line below links it. */}
      <p className="text-sm">
        {item.message}
        {item.gapped && (
          <Badge tone="warning" className="ml-2">
            Gapped
          </Badge>
        )}
      </p>
      <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
        <Link
          href={alertTargetPath(item.symbol)}
          className="text-brand-700 dark:text-brand-300 font-semibold hover:underline"
        >
          {item.symbol}
        </Link>
        {` · ${formatDateTime(item.createdAt)}`}
        {item.quoteAsOf && ` · quote of ${formatDateTime(item.quoteAsOf)}`}
        {item.quoteSource && ` · ${item.quoteSource}`}
      </p>
      <ul className="mt-1 flex flex-wrap gap-2 text-xs">
        {item.deliveries.length === 0 && (
          <li className="text-slate-600 dark:text-slate-400">Not delivered yet</li>
        )}
        {item.deliveries.map((delivery, index) => (
          <li key={`${delivery.channel}-${index}`}>
            <Badge
              tone={
                delivery.outcome === "failed"
                  ? "danger"
                  : delivery.outcome === "sent"
                    ? "good"
                    : "neutral"
              }
            >
              {channelNames[delivery.channel]}: {outcomeNames[delivery.outcome]}
              {delivery.statusCode !== null && ` (${delivery.statusCode})`}
            </Badge>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** /alerts/history: the last 90 days of triggers, newest first, each with its deliveries; one alert's with `?alert=`. */
export function AlertHistory() {
  const trpc = useTRPC();
  const { identity } = useAppSession();
  const asked = useSearchParams().get("alert");
  const alertId = asked && UUID.test(asked) ? asked : null;
  const history = useInfiniteQuery(
    trpc.alerts.history.infiniteQueryOptions(
      { alertId, limit: 30 },
      {
        getNextPageParam: (page) => page.nextCursor,
        refetchOnMount: "always",
        meta: { silentErrors: true },
        enabled: identity.status === "authenticated",
      },
    ),
  );
  if (identity.status !== "authenticated") return <VisitorAlerts />;
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4">
      {alertId && (
        <p className="text-sm">
          One alert&apos;s history.{" "}
          <Link href="/alerts/history" className="text-brand-700 dark:text-brand-300 underline">
            See all alerts&apos; history
          </Link>
        </p>
      )}
      {history.isPending && <LoadingBlock label="Loading the history" height="h-48" />}
      {history.isError && <LoadFailure what="The history" query={history} />}
      {history.isSuccess && items.length === 0 && (
        <EmptyState>
          Nothing has fired in the last 90 days. When an alert fires, it is listed here with where
          it was sent.
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className={ruledListClass}>
          {items.map((item) => (
            <Trigger key={item.id} item={item} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={history} label="Older" />
    </div>
  );
}
