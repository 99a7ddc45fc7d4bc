"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingBlock } from "@/components/ui/loading-block";
import { panelClass } from "@/components/ui/panel-class";
import { useTRPC } from "@/lib/trpc/react";
import { invalidateSubscriptionQueries } from "../invalidate-subscription";
import { periodNames } from "../period-names";
import { comingSoon, featureNames, plans } from "../plans";
import { useEntitlements } from "../use-entitlements";
import { CancelPlanDialog } from "./cancel-plan-dialog";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });
const statusLabels: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment failed — we'll retry",
  canceled: "Canceled",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
};

/**
 * The account's plan (docs/product.md#plans): renewal date, or "Cancels on" once cancelled, with
 * Resume; what it includes (its entitlements, as the server enforces them); and the ways to change
 * it (none in billing mode "off").
 */
export function SubscriptionPanel() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const params = useSearchParams();
  const returned =
    params.get("checkout") === "success" ||
    params.get("portal") === "return" ||
    params.get("changed") === "plan";
  const current = useQuery(trpc.stripe.getCurrentSubscription.queryOptions());
  const entitlements = useEntitlements();
  const portal = useMutation(
    trpc.stripe.createPortalSession.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: ({ url }) =>
        url.startsWith("/") ? router.push(url) : window.location.assign(url),
    }),
  );
  const cancel = useMutation(
    trpc.stripe.setCancelAtPeriodEnd.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: () => invalidateSubscriptionQueries(queryClient, trpc),
    }),
  );

  // Back from checkout, a plan change or the billing portal: the subscription changed (these queries never refetch on mount).
  useEffect(() => {
    if (returned) void invalidateSubscriptionQueries(queryClient, trpc);
  }, [returned, queryClient, trpc]);

  // A kept plan stays on screen when refreshing it fails (offline, docs/behaviour.md#offline-cache).
  if (!current.data || !entitlements.data) {
    if (current.isError || entitlements.isError)
      return (
        <ErrorNotice>
          Your plan could not be loaded. {(current.error ?? entitlements.error)?.message}
        </ErrorNotice>
      );
    return <LoadingBlock label="Loading your plan" height="h-48" />;
  }
  const { status, currentPeriodEnd, cancelAtPeriodEnd, billingMode, interval } = current.data;
  const { planId, features } = entitlements.data;
  const plan = plans[planId];
  const paid = planId !== "free";
  const endsOn = currentPeriodEnd ? dateFormat.format(currentPeriodEnd) : "the end of the period";
  const cancels = paid && cancelAtPeriodEnd;

  return (
    <section id="subscription" aria-labelledby="plan-heading" className={panelClass()}>
      {params.get("checkout") === "success" && paid && (
        <p
          role="status"
          className="bg-brand-50 text-brand-700 dark:text-brand-500 mb-4 rounded-md px-3 py-2 text-sm dark:bg-slate-900"
        >
          Welcome to {plan.name}! Your new features are ready.
        </p>
      )}
      {params.get("changed") === "plan" && paid && (
        <p
          role="status"
          className="bg-brand-50 text-brand-700 dark:text-brand-500 mb-4 rounded-md px-3 py-2 text-sm dark:bg-slate-900"
        >
          Your plan is now {plan.name}, billed {periodNames[interval ?? "month"]}.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="plan-heading" className="text-lg font-semibold">
          {plan.name} plan
        </h2>
        {paid && (
          <Badge tone={cancels ? "warning" : "neutral"}>
            {cancels ? `Cancels on ${endsOn}` : (statusLabels[status] ?? status)}
          </Badge>
        )}
        {billingMode === "local" && paid && <Badge tone="warning">Test mode</Badge>}
      </div>
      {paid && currentPeriodEnd && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {cancels
            ? `You keep ${plan.name} until ${endsOn}; then your account moves to Free.`
            : `Renews ${periodNames[interval ?? "month"]} on ${endsOn}.`}
        </p>
      )}
      <ul className="mt-4 space-y-1 text-sm">
        {features.length === 0 ? (
          <li>All screener presets, with descriptive and performance filters.</li>
        ) : (
          features.map((feature) => (
            <li key={feature}>
              ✓ {featureNames[feature]}
              {comingSoon.has(feature) && " (coming soon)"}
            </li>
          ))
        )}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        {!paid && billingMode === "off" && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Paid plans aren&apos;t available yet.
          </p>
        )}
        {billingMode !== "off" && (
          <Link
            href="/pricing"
            className={buttonClass({ variant: paid ? "secondary" : "primary" })}
          >
            {paid ? "Change plan" : "Upgrade"}
          </Link>
        )}
        {paid && billingMode === "stripe" && (
          <button
            type="button"
            onClick={() => portal.mutate()}
            disabled={portal.isPending}
            className={buttonClass({ variant: "secondary" })}
          >
            Payment details
          </button>
        )}
        {paid && billingMode !== "off" && !cancels && (
          <CancelPlanDialog
            planName={plan.name}
            endsOn={endsOn}
            pending={cancel.isPending}
            error={cancel.isError ? cancel.error.message : null}
            onConfirm={() => cancel.mutateAsync({ cancel: true })}
          />
        )}
        {cancels && billingMode !== "off" && (
          <button
            type="button"
            onClick={() => cancel.mutate({ cancel: false })}
            disabled={cancel.isPending}
            className={buttonClass()}
          >
            {cancel.isPending ? "Resuming…" : `Resume ${plan.name}`}
          </button>
        )}
      </div>
      {(portal.isError || (cancel.isError && cancels)) && (
        <div className="mt-4">
          <ErrorNotice>{(portal.error ?? cancel.error)?.message}</ErrorNotice>
        </div>
      )}
    </section>
  );
}
