"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { LoadingBlock } from "@/components/ui/loading-block";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import type { BillingMode } from "@/server/billing/decide-billing-mode";
import { checkoutHref } from "../checkout-href";
import { periodNames } from "../period-names";
import { type BillingInterval, plans } from "../plans";
import { LocalCheckout } from "./local-checkout";
import { PlanChangeConfirm } from "./plan-change-confirm";
import { StripeCheckoutRedirect } from "./stripe-checkout-redirect";

const linkClass = "font-semibold text-brand-700 underline dark:text-brand-500";

/**
 * `/billing/checkout?plan=…&interval=…` (docs/product.md#plans), for anyone: a visitor is asked to
 * register and comes back here; a registered user without a plan pays (Stripe Checkout, or the
 * test-mode page); a subscriber confirms a change; the plan and period one has is not sold again.
 */
export function CheckoutFlow({
  mode,
  choice,
}: {
  mode: BillingMode;
  choice: { planId: "pro" | "premium"; interval: BillingInterval } | null;
}) {
  const trpc = useTRPC();
  const { identity } = useAppSession();
  const registered = isRegistered(identity);
  const current = useQuery({
    ...trpc.stripe.getCurrentSubscription.queryOptions(),
    enabled: registered && choice !== null && mode !== "off",
  });

  if (!choice) {
    return (
      <p role="alert" className="text-sm">
        Choose a plan on the{" "}
        <Link href="/pricing" className={linkClass}>
          pricing page
        </Link>{" "}
        first.
      </p>
    );
  }
  if (mode === "off") {
    return (
      <p role="alert" className="text-sm">
        Payments aren&apos;t available yet. Everything in Free is yours today.{" "}
        <Link href="/pricing" className={linkClass}>
          Back to plans
        </Link>
      </p>
    );
  }
  const here = checkoutHref(choice.planId, choice.interval);
  const name = `${plans[choice.planId].name} (${periodNames[choice.interval]})`;
  if (!registered) {
    return (
      <p className="text-sm">
        <Link href={authPageHref("/register", here)} className={linkClass}>
          Create an account
        </Link>{" "}
        or{" "}
        <Link href={authPageHref("/login", here)} className={linkClass}>
          log in
        </Link>{" "}
        to subscribe to {name}. You&apos;ll come straight back here.
      </p>
    );
  }
  if (current.isPending) return <LoadingBlock label="Loading your plan" height="h-48" />;
  if (current.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        Your plan could not be loaded. {current.error.message}
      </p>
    );
  const held = current.data;
  if (held.planId !== "free" && held.interval) {
    if (held.planId === choice.planId && held.interval === choice.interval) {
      return (
        <p role="status" className="text-sm">
          You are already on {name}, so there is nothing to pay.{" "}
          <Link href="/account" className={linkClass}>
            See your plan
          </Link>
        </p>
      );
    }
    return (
      <PlanChangeConfirm from={{ planId: held.planId, interval: held.interval }} {...choice} />
    );
  }
  return mode === "local" ? <LocalCheckout {...choice} /> : <StripeCheckoutRedirect {...choice} />;
}
