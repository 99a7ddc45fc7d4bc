"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { panelClass } from "@/components/ui/panel-class";
import { formatPrice } from "@/lib/format/format-price";
import { type DeletionNotice, takeDeletionNotice } from "../take-deletion-notice";

/**
 * Says the account is gone and what went with it (docs/product.md#accounts-and-mail), from the
 * one-shot notice the deletion left in this tab; every word but the account's own address and plan
 * is ours, and without the notice (a reload, a link) the page leads home.
 */
export function AccountDeletedNotice({ mailAvailable }: { mailAvailable: boolean }) {
  const router = useRouter();
  const [notice, setNotice] = useState<DeletionNotice | null>(null);
  useEffect(() => {
    const taken = takeDeletionNotice();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is read once the page is in the browser
    if (taken) setNotice(taken);
    else router.replace("/");
  }, [router]);

  if (!notice) return <div aria-busy="true" aria-label="Loading" className="h-64" />;
  return (
    <div className={panelClass()}>
      <h1 className="text-2xl font-bold tracking-tight">Your account has been deleted</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        You are signed out on every device. This is what was deleted:
      </p>
      <ul aria-label="What was deleted" className="mt-4 list-disc space-y-2 pl-5 text-sm">
        <li>
          The account <strong className="break-all">{notice.email}</strong>: its password no longer
          signs in, and the address is free to register again.
        </li>
        <li>Your saved screens, watchlists with their notes and targets, and your settings.</li>
        {notice.plan && (
          <li>Your {notice.plan} plan, cancelled at once: nothing more is charged.</li>
        )}
        {notice.unpaid > 0 && (
          <li>Your affiliate earnings not yet paid, {formatPrice(notice.unpaid)}.</li>
        )}
        <li>Your address from our record of the mail we sent you; analytics never held it.</li>
      </ul>
      {mailAvailable && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          A last mail to that address confirms it.
        </p>
      )}
      <Link href="/" className={`mt-6 ${buttonClass()}`}>
        Go to the home page
      </Link>
    </div>
  );
}
