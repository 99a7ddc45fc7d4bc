"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { plans, type BillingInterval } from "../plans";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { formatPrice } from "../format-price";
import { invalidateSubscriptionQueries } from "../invalidate-subscription";
import { buttonClass } from "@/components/ui/button-class";

/**
 * Local billing's checkout, rendered only in billing mode "local" (the page checks): clearly test
 * mode, no card. "Pay" emits the same billing events the Stripe webhook does, so what follows is
 * the production path.
 */
export function LocalCheckout() {
  const params = useSearchParams();
  const router = useRouter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { identity } = useAppSession();
  const planId = params.get("plan") === "premium" ? "premium" : params.get("plan") === "pro" ? "pro" : null;
  const interval: BillingInterval = params.get("interval") === "year" ? "year" : "month";
  const pay = useMutation(
    trpc.stripe.completeLocalCheckout.mutationOptions({
      onSuccess: async () => {
        await invalidateSubscriptionQueries(queryClient, trpc);
        router.push("/account?checkout=success");
      },
    }),
  );

  if (!planId) {
    return (
      <p role="alert" className="text-sm">
        Choose a plan on the <Link href="/pricing" className="font-semibold text-brand-700 underline">pricing page</Link> first.
      </p>
    );
  }
  if (!isRegistered(identity)) {
    return (
      <p className="text-sm">
        <Link href="/register" className="font-semibold text-brand-700 underline">Create an account</Link> or <Link href="/login?callbackUrl=/pricing" className="font-semibold text-brand-700 underline">log in</Link> to subscribe.
      </p>
    );
  }
  const plan = plans[planId];
  const price = plan.prices[interval];
  return (
    <div className="space-y-6">
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
        Test mode — no card is charged.
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-xl border border-slate-200 p-5 text-sm dark:border-slate-800">
        <dt>{plan.name}, billed {interval === "month" ? "monthly" : "yearly"}</dt>
        <dd className="font-mono">{formatPrice(price.amount, price.currency)}</dd>
        <dt className="font-semibold">Due today</dt>
        <dd className="font-mono font-semibold">{formatPrice(price.amount, price.currency)}</dd>
      </dl>
      {pay.isError && <p role="alert" className="text-sm text-red-600">{pay.error.message}</p>}
      <button
        type="button"
        onClick={() => pay.mutate({ planId, interval })}
        disabled={pay.isPending}
        className={buttonClass({ block: true })}
      >
        {pay.isPending ? "Confirming…" : `Pay ${formatPrice(price.amount, price.currency)} (test mode)`}
      </button>
      <Link href="/pricing" className="block text-center text-sm text-slate-600 hover:underline dark:text-slate-400">
        Back to plans
      </Link>
    </div>
  );
}
