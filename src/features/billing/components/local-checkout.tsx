"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { formatPrice } from "@/lib/format/format-price";
import { useTRPC } from "@/lib/trpc/react";
import { type BillingInterval, plans } from "../plans";
import { showChangedSubscription } from "../show-changed-subscription";
import { BackToPlansLink } from "./back-to-plans-link";
import { ChoiceSummary } from "./choice-summary";

/**
 * Local billing's checkout (billing mode "local"): clearly test mode, no card. "Pay" emits the same
 * billing events the Stripe webhook does, so what follows is the production path.
 */
export function LocalCheckout({
  planId,
  interval,
}: {
  planId: "pro" | "premium";
  interval: BillingInterval;
}) {
  const router = useRouter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const price = plans[planId].prices[interval];
  const pay = useMutation(
    trpc.stripe.completeLocalCheckout.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: () =>
        showChangedSubscription(queryClient, trpc, router, "/account?checkout=success"),
    }),
  );
  return (
    <div className="space-y-6">
      <p
        role="note"
        className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        Test mode — no card is charged.
      </p>
      <ChoiceSummary planId={planId} interval={interval} lead="Subscribe to" />
      {pay.isError && <ErrorNotice>{pay.error.message}</ErrorNotice>}
      <button
        type="button"
        onClick={() => pay.mutate({ planId, interval })}
        disabled={pay.isPending || pay.isSuccess}
        className={buttonClass({ block: true })}
      >
        {pay.isPending
          ? "Confirming…"
          : `Pay ${formatPrice(price.amount, price.currency)} (test mode)`}
      </button>
      <BackToPlansLink />
    </div>
  );
}
