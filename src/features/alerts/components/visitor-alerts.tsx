"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { buttonClass } from "@/components/ui/button-class";
import { panelClass } from "@/components/ui/panel-class";
import { authPageHref } from "@/lib/auth/auth-page-href";

/**
 * A visitor has no alerts: what they do, and the two ways to start, each coming back to this
 * address, so an alert asked for on a stock page (`?symbol=…&price=…`) opens prefilled after.
 */
export function VisitorAlerts() {
  const query = useSearchParams().toString();
  const back = query ? `/alerts?${query}` : "/alerts";
  return (
    <div className={`${panelClass()} max-w-2xl`}>
      <h2 className="text-lg font-semibold">Hear when a stock moves</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Set alerts on a price level, a move, a new high or low, a whole watchlist or a saved screen.
        A guest can keep three symbol alerts, told in the app; a free account keeps twenty, one
        watchlist and one screen alert, by mail and push too.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link href={authPageHref("/register", back)} className={buttonClass()}>
          Create a free account
        </Link>
        <Link href={authPageHref("/login", back)} className={buttonClass({ variant: "secondary" })}>
          Log in or continue as a guest
        </Link>
      </div>
    </div>
  );
}
