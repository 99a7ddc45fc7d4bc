import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { panelClass } from "@/components/ui/panel-class";
import { authPageHref } from "@/lib/auth/auth-page-href";

/** A visitor has nothing saved yet: what a list gives, and the two ways to start one, each coming back here. */
export function VisitorWatchlists() {
  return (
    <div className={`${panelClass()} max-w-2xl`}>
      <h2 className="text-lg font-semibold">Follow the stocks you care about</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Keep symbols in named lists with their price, day&apos;s change, 52-week range, your note
        and your target price. A guest can keep one list of ten symbols on this device without an
        account; a free account keeps three lists of fifty, on every device.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link href={authPageHref("/register", "/watchlists")} className={buttonClass()}>
          Create a free account
        </Link>
        <Link
          href={authPageHref("/login", "/watchlists")}
          className={buttonClass({ variant: "secondary" })}
        >
          Log in or continue as a guest
        </Link>
      </div>
    </div>
  );
}
