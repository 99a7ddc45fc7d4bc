"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { comingSoon, featureNames, plans } from "../plans";
import { useTRPC } from "@/lib/trpc/react";
import { invalidateSubscriptionQueries } from "../invalidate-subscription";
import { useEntitlements } from "../use-entitlements";
import { buttonClass } from "@/components/ui/button-class";
import { panelClass } from "@/components/ui/panel-class";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });
const statusLabels: Record<string, string> = { active: "Active", trialing: "Trial", past_due: "Payment failed — we'll retry", canceled: "Canceled", unpaid: "Unpaid", incomplete: "Incomplete" };

/**
 * The account's plan: renewal or end date, what it includes (its entitlements, as the server
 * enforces them), and the actions to change it (none in billing mode "off").
 */
export function SubscriptionPanel() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const params = useSearchParams();
  const returned = params.get("checkout") === "success" || params.get("portal") === "return";
  const current = useQuery(trpc.stripe.getCurrentSubscription.queryOptions());
  const entitlements = useEntitlements();
  const portal = useMutation(trpc.stripe.createPortalSession.mutationOptions({ onSuccess: ({ url }) => (url.startsWith("/") ? router.push(url) : window.location.assign(url)) }));
  const cancel = useMutation(trpc.stripe.setCancelAtPeriodEnd.mutationOptions({ onSuccess: () => invalidateSubscriptionQueries(queryClient, trpc) }));

  // Back from checkout or the billing portal: the subscription changed (these queries never refetch on mount).
  useEffect(() => {
    if (returned) void invalidateSubscriptionQueries(queryClient, trpc);
  }, [returned, queryClient, trpc]);

  if (current.isPending || entitlements.isPending) return <div aria-busy="true" aria-label="Loading your plan" className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-900" />;
  if (current.isError || entitlements.isError) return <p role="alert" className="text-sm text-red-600">Your plan could not be loaded. {(current.error ?? entitlements.error)?.message}</p>;
  const { status, currentPeriodEnd, cancelAtPeriodEnd, billingMode, interval } = current.data;
  const { planId, features } = entitlements.data;
  const plan = plans[planId];
  const paid = planId !== "free";

  return (
    <section id="subscription" aria-labelledby="plan-heading" className={panelClass()}>
      {params.get("checkout") === "success" && paid && <p role="status" className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-700 dark:bg-slate-900 dark:text-brand-500">Welcome to {plan.name}! Your new features are ready.</p>}
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="plan-heading" className="text-lg font-semibold">
          {plan.name} plan
        </h2>
        {paid && <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold dark:bg-slate-800">{statusLabels[status] ?? status}</span>}
        {billingMode === "local" && paid && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Test mode</span>}
      </div>
      {paid && currentPeriodEnd && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {cancelAtPeriodEnd ? `Ends on ${dateFormat.format(currentPeriodEnd)}; you keep ${plan.name} until then.` : `Renews ${interval === "year" ? "yearly" : "monthly"} on ${dateFormat.format(currentPeriodEnd)}.`}
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
        {!paid && billingMode === "off" && <p className="text-sm text-slate-600 dark:text-slate-400">Paid plans are not available yet.</p>}
        {!paid && billingMode !== "off" && (
          <Link href="/pricing" className={buttonClass()}>
            Upgrade
          </Link>
        )}
        {paid && billingMode === "stripe" && (
          <button type="button" onClick={() => portal.mutate()} disabled={portal.isPending} className={buttonClass({ variant: "secondary" })}>
            Manage billing
          </button>
        )}
        {paid && billingMode !== "off" && (
          <button
            type="button"
            onClick={() => cancel.mutate({ cancel: !cancelAtPeriodEnd })}
            disabled={cancel.isPending}
            className={buttonClass({ variant: "secondary" })}
          >
            {cancelAtPeriodEnd ? "Resume plan" : "Cancel plan"}
          </button>
        )}
      </div>
      {(portal.isError || cancel.isError) && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {(portal.error ?? cancel.error)?.message}
        </p>
      )}
    </section>
  );
}
