"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { useTRPC } from "@/lib/trpc/react";
import type { BillingInterval } from "../plans";
import { ChoiceSummary } from "./choice-summary";

/**
 * Billing mode "stripe", a first subscription: opens Stripe Checkout for the plan in the address at
 * once, so a visitor who chose a plan and registered goes straight on to pay (docs/product.md#plans).
 * The session is made under the intent's idempotency key, so a reload reopens the same one.
 */
export function StripeCheckoutRedirect({
  planId,
  interval,
}: {
  planId: "pro" | "premium";
  interval: BillingInterval;
}) {
  const trpc = useTRPC();
  const open = useMutation(
    trpc.stripe.createCheckoutSession.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: ({ url }) => window.location.assign(url),
    }),
  );
  const started = useRef(false);
  const { mutate } = open;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ planId, interval });
  }, [mutate, planId, interval]);

  return (
    <div className="space-y-6">
      <ChoiceSummary planId={planId} interval={interval} lead="Subscribe to" />
      {open.isError ? (
        <>
          <ErrorNotice>{open.error.message}</ErrorNotice>
          <button
            type="button"
            onClick={() => open.mutate({ planId, interval })}
            className={buttonClass({ block: true })}
          >
            Try again
          </button>
        </>
      ) : (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Opening secure checkout…
        </p>
      )}
    </div>
  );
}
