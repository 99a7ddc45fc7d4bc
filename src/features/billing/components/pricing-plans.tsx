"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { comingSoon, featureNames, type BillingInterval, type Plan } from "../plans";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { formatPrice } from "../format-price";
import { useEntitlements } from "../use-entitlements";

const limitText = (value: number | null, unit: string) => (value === null ? `Unlimited ${unit}` : `${value} ${unit}`);
const soon = (key: Parameters<typeof comingSoon.has>[0]) => (comingSoon.has(key) ? <span className="text-slate-500 dark:text-slate-400"> (coming soon)</span> : null);

/** A paid plan's button, or none where nothing can be bought (billing off, the free plan). */
type Action = { label: string; disabled: boolean } | null;

function PlanCard({ plan, interval, yours, action, onChoose }: { plan: Plan; interval: BillingInterval; yours: boolean; action: Action; onChoose: () => void }) {
  const price = plan.prices[interval];
  const highlighted = plan.id === "pro";
  return (
    <section aria-labelledby={`plan-${plan.id}`} className={`flex flex-col rounded-xl border p-6 ${highlighted ? "border-brand-500 shadow-md" : "border-slate-200 dark:border-slate-800"}`}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
          {plan.name}
        </h2>
        {yours && <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700 dark:text-white">Your plan</span>}
      </div>
      <p className="mt-2 min-h-10 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
      <p className="mt-4">
        <span className="text-3xl font-bold tracking-tight">{formatPrice(price.amount, price.currency)}</span>
        <span className="text-sm text-slate-500 dark:text-slate-400"> / {interval}</span>
      </p>
      {interval === "year" && plan.prices.year.amount > 0 && (
        <p className="text-xs text-brand-700 dark:text-brand-500">Two months free against monthly billing</p>
      )}
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        <li>
          {limitText(plan.limits.watchlists, "watchlists")} × {limitText(plan.limits.symbolsPerList, "symbols").toLowerCase()}
          {soon("watchlists")}
        </li>
        <li>{limitText(plan.limits.savedScreens, "saved screens")}</li>
        <li>All screener presets and descriptive filters</li>
        {plan.features.map((feature) => (
          <li key={feature}>
            {featureNames[feature]}
            {soon(feature)}
          </li>
        ))}
      </ul>
      {action && (
        <button
          type="button"
          onClick={onChoose}
          disabled={action.disabled}
          className={`mt-6 rounded-md px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 ${highlighted ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"}`}
        >
          {action.label}
        </button>
      )}
    </section>
  );
}

/**
 * The plans side by side, monthly or yearly, the current one marked; choosing one opens checkout.
 * The billing mode comes from the server (docs/security.md, "Billing modes"): "off" shows the plans
 * with no way to buy them, "local" says checkout is test mode.
 */
export function PricingPlans() {
  const trpc = useTRPC();
  const router = useRouter();
  const { identity } = useAppSession();
  const [interval, setInterval] = useState<BillingInterval>("month");
  const catalogue = useQuery(trpc.stripe.listPlans.queryOptions());
  const current = useQuery(trpc.stripe.getCurrentSubscription.queryOptions());
  // "Your plan" is the plan whose rights the server grants (a guest has none of them yet); the subscription adds its billing period.
  const entitlements = useEntitlements().data;
  const yourPlan = entitlements?.isGuest ? undefined : entitlements?.planId;
  const guestScreens = entitlements?.isGuest ? entitlements.limits.savedScreens : undefined;
  const checkout = useMutation(trpc.stripe.createCheckoutSession.mutationOptions({ onSuccess: ({ url }) => (url.startsWith("/") ? router.push(url) : window.location.assign(url)) }));
  const mode = catalogue.data?.billingMode;

  function actionFor(plan: Plan): Action {
    if (plan.id === "free" || mode === "off") return null;
    if (yourPlan === plan.id && current.data?.interval === interval) return { label: "Current plan", disabled: true };
    if (checkout.isPending && checkout.variables?.planId === plan.id) return { label: "Opening checkout…", disabled: true };
    const label = yourPlan === plan.id ? `Switch to ${interval === "year" ? "yearly" : "monthly"} billing` : `Choose ${plan.name}`;
    return { label, disabled: checkout.isPending };
  }

  function choose(plan: Plan) {
    if (plan.id === "free") return;
    if (!isRegistered(identity)) return router.push("/register");
    checkout.mutate({ planId: plan.id, interval });
  }

  return (
    <div>
      <div role="radiogroup" aria-label="Billing period" className="inline-flex rounded-lg border border-slate-200 p-1 dark:border-slate-800">
        {(["month", "year"] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={interval === option}
            onClick={() => setInterval(option)}
            className="rounded-md px-4 py-1.5 text-sm font-medium aria-checked:bg-slate-900 aria-checked:text-white dark:aria-checked:bg-white dark:aria-checked:text-slate-900"
          >
            {option === "month" ? "Monthly" : "Yearly"}
          </button>
        ))}
      </div>
      {mode === "off" && (
        <p role="note" className="mt-6 rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-sm font-semibold dark:border-slate-700 dark:bg-slate-900">
          Subscriptions are not available yet. Everything in Free is yours today; Pro and Premium are shown so you know what they will include.
        </p>
      )}
      {guestScreens !== undefined && (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          As a guest you can keep {guestScreens === null ? "unlimited" : guestScreens || "no"} saved screens; a free account has everything in Free.
        </p>
      )}
      {catalogue.isError && <p role="alert" className="mt-6 text-sm text-red-600">The plans could not be loaded. {catalogue.error.message}</p>}
      {checkout.isError && <p role="alert" className="mt-6 text-sm text-red-600">{checkout.error.message}</p>}
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {catalogue.data
          ? catalogue.data.plans.map((plan) => <PlanCard key={plan.id} plan={plan} interval={interval} yours={yourPlan === plan.id} action={actionFor(plan)} onChoose={() => choose(plan)} />)
          : [0, 1, 2].map((i) => <div key={i} aria-hidden="true" className="h-96 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-900" />)}
      </div>
      {mode === "local" && <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">This server runs without Stripe: checkout completes in test mode and no card is charged.</p>}
    </div>
  );
}
