"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { useTRPC } from "@/lib/trpc/react";
import { periodNames } from "../period-names";
import { type BillingInterval, plans } from "../plans";
import { showChangedSubscription } from "../show-changed-subscription";
import { BackToPlansLink } from "./back-to-plans-link";
import { ChoiceSummary } from "./choice-summary";

/**
 * A subscriber's change of plan or billing period, confirmed before it applies (docs/product.md#plans):
 * at once and prorated, on the subscription they have, never a second one.
 */
export function PlanChangeConfirm({
  from,
  planId,
  interval,
}: {
  from: { planId: "pro" | "premium"; interval: BillingInterval };
  planId: "pro" | "premium";
  interval: BillingInterval;
}) {
  const router = useRouter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.stripe.changePlan.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: () => showChangedSubscription(queryClient, trpc, router, "/account?changed=plan"),
    }),
  );
  const newPeriod = from.interval !== interval;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        You are on {plans[from.planId].name}, billed {periodNames[from.interval]}.
      </p>
      <ChoiceSummary planId={planId} interval={interval} lead="Switch to" />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The change applies now. You get credit for the unused part of your current plan,{" "}
        {newPeriod
          ? `and a new ${periodNames[interval]} period starts today, billed at once less that credit.`
          : "and the difference is settled on your next invoice."}
      </p>
      {change.isError && <ErrorNotice>{change.error.message}</ErrorNotice>}
      <button
        type="button"
        onClick={() => change.mutate({ planId, interval })}
        disabled={change.isPending || change.isSuccess}
        className={buttonClass({ block: true })}
      >
        {change.isPending ? "Changing your plan…" : "Confirm change"}
      </button>
      <BackToPlansLink />
    </div>
  );
}
