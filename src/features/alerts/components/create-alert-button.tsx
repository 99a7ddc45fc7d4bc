"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { useHydrated } from "@/components/ui/use-hydrated";
import { authPageHref } from "@/lib/auth/auth-page-href";
import { useAppSession } from "@/lib/session/session-context";
import { alertAskHref } from "../alert-ask-href";
import { newAlertForm } from "../alert-form-state";
import { usePreloadedAlertDialog } from "./lazy-alert-dialog";
import { NewAlertDialog } from "./new-alert-dialog";

/**
 * The stock page's "Create alert": the form prefilled with the symbol and its price. A visitor
 * logs in or continues as a guest first and lands on /alerts with the same form open, so the
 * intent survives the sign-in (docs/alerts.md#creating-and-managing-alerts).
 */
export function CreateAlertButton({
  symbol,
  price,
  source = "stock_page",
  compact = false,
}: {
  symbol: string;
  price: number | null;
  source?: "stock_page" | "watchlist";
  /** A watchlist row's small "Alert" among its actions. */
  compact?: boolean;
}) {
  const { identity } = useAppSession();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  usePreloadedAlertDialog(identity.status === "authenticated");
  const look = compact
    ? "focus-visible:outline-brand-500 text-brand-700 dark:text-brand-300 rounded px-2 py-1 text-sm font-semibold hover:underline focus-visible:outline-2"
    : buttonClass({ variant: "secondary", size: "sm" });
  const label = compact ? "Alert" : "Create alert";
  const named = compact ? `Create an alert on ${symbol}` : undefined;
  if (identity.status !== "authenticated") {
    return (
      <Link
        href={authPageHref("/login", alertAskHref(symbol, price))}
        className={look}
        aria-label={named}
      >
        {label}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-disabled={!hydrated}
        aria-label={named}
        className={look}
        onClick={() => hydrated && setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <NewAlertDialog
          initial={newAlertForm(symbol, price)}
          source={source}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
