import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { panelClass } from "@/components/ui/panel-class";
import { authPageHref } from "@/lib/auth/auth-page-href";
import type { ProgramTerms } from "./affiliate-types";
import { ProgramTermsList } from "./program-terms-list";

/**
 * What a visitor or a guest reads: the program's standard terms, how to join, and the way to an
 * account that comes back here.
 */
export function ProgramIntro({ terms, guest }: { terms: ProgramTerms; guest: boolean }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="program-terms" className="space-y-4">
        <h2 id="program-terms" className="text-lg font-semibold">
          How it works
        </h2>
        <ProgramTermsList terms={terms} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          These are the program&apos;s standard terms; the rate that applies to you is on your
          dashboard once you are approved. Referred customers appear to you as numbers, never by
          name or email.
        </p>
      </section>
      <section aria-labelledby="program-join" className={panelClass()}>
        <h2 id="program-join" className="font-semibold">
          Join the program
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {guest ? "You are using Marketdesk as a guest. " : ""}Applying takes a free account with a
          confirmed email address. Tell us where you will promote Marketdesk; we review every
          application and mail you the decision.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href={authPageHref("/register", "/affiliate")} className={buttonClass()}>
            Create an account
          </Link>
          <Link
            href={authPageHref("/login", "/affiliate")}
            className={buttonClass({ variant: "secondary" })}
          >
            Log in
          </Link>
        </div>
      </section>
    </div>
  );
}
