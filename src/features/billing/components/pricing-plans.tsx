"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import type { BillingMode } from "@/server/billing/decide-billing-mode";
import { type PlanViewer, planAction } from "../plan-action";
import { type BillingInterval, guestLimits, plans } from "../plans";
import { yearlyPricing } from "../yearly-pricing";
import { PlanCard } from "./plan-card";

const catalogue = [plans.free, plans.pro, plans.premium];
const yearlySaving = yearlyPricing(plans.pro)?.savingPercent ?? 0;

/**
 * The plans side by side, monthly or yearly (docs/product.md#plans). The catalogue and the billing
 * mode come with the page, so the cards render at once; only a signed-in user's own plan is
 * fetched, into space already held for it, so nothing shifts (docs/security.md, "Billing modes").
 */
export function PricingPlans({
  billingMode,
  canceled,
}: {
  billingMode: BillingMode;
  canceled: boolean;
}) {
  const trpc = useTRPC();
  const { identity } = useAppSession();
  const registered = isRegistered(identity);
  const [interval, setInterval] = useState<BillingInterval>("month");
  const current = useQuery({
    ...trpc.stripe.getCurrentSubscription.queryOptions(),
    enabled: registered,
  });
  const viewer: PlanViewer = !registered
    ? { kind: "visitor" }
    : current.data
      ? { kind: "member", planId: current.data.planId, interval: current.data.interval }
      : { kind: "loading" };

  return (
    <div>
      <div
        role="radiogroup"
        aria-label="Billing period"
        className="inline-flex rounded-lg border border-slate-200 p-1 dark:border-slate-800"
      >
        {(["month", "year"] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={interval === option}
            onClick={() => setInterval(option)}
            className="focus-visible:outline-brand-500 rounded-md px-4 py-1.5 text-sm font-medium focus-visible:outline-2 aria-checked:bg-slate-900 aria-checked:text-white dark:aria-checked:bg-white dark:aria-checked:text-slate-900"
          >
            {option === "month"
              ? "Monthly"
              : yearlySaving > 0
                ? `Yearly — save ${yearlySaving}%`
                : "Yearly"}
          </button>
        ))}
      </div>
      {canceled && (
        <p role="status" className="mt-6 text-sm text-slate-700 dark:text-slate-300">
          Checkout was canceled and nothing was charged. Choose a plan whenever you are ready.
        </p>
      )}
      {billingMode === "off" && (
        <p
          role="note"
          className="mt-6 rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-sm font-semibold dark:border-slate-700 dark:bg-slate-900"
        >
          Payments aren&apos;t available yet. Everything in Free is yours today; Pro and Premium are
          shown so you know what they will include.
        </p>
      )}
      {!registered && (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          Without an account you can keep {guestLimits.savedScreens || "no"} saved screens and{" "}
          {guestLimits.symbolAlerts} symbol alerts in the app; a free account has everything in
          Free.
        </p>
      )}
      {current.isError && (
        <p role="alert" className="mt-6 text-sm text-red-700 dark:text-red-400">
          Your plan could not be loaded. {current.error.message}
        </p>
      )}
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {catalogue.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={interval}
            yours={viewer.kind === "member" && viewer.planId === plan.id}
            action={planAction(plan, interval, viewer, billingMode)}
          />
        ))}
      </div>
      {billingMode === "local" && (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          Payments here are in test mode: checkout completes without a card, and nothing is charged.
        </p>
      )}
    </div>
  );
}
