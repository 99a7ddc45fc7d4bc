"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { getLastScreenHref } from "@/features/screener";

/** The remembered screen does not change while this page is open: nothing to subscribe to. */
const unchanging = () => () => undefined;

/**
 * "Back to the screener", to the screen this tab last showed with all its filters
 * (docs/product.md#screener). The server and hydration render the plain screener, then the
 * remembered screen (sessionStorage) replaces it, so the first render matches the server's.
 */
export function BackToScreenerLink() {
  const href = useSyncExternalStore(unchanging, getLastScreenHref, () => "/screener");
  return (
    <Link
      href={href}
      className="text-brand-700 dark:text-brand-500 rounded-md px-3 py-1.5 text-sm font-semibold hover:underline"
    >
      ← Back to the screener
    </Link>
  );
}
