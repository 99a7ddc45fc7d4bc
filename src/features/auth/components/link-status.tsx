import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";

/** While a mailed link's page reads its token or waits for the server. */
export function LinkPending({ label }: { label: string }) {
  return (
    <p
      role="status"
      aria-busy="true"
      className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400"
    >
      <span
        aria-hidden="true"
        className="border-t-brand-700 size-4 animate-spin rounded-full border-2 border-slate-300"
      />
      {label}
    </p>
  );
}

/** A mailed link that cannot act: why, and where to go instead. */
export function LinkProblem({
  message,
  next,
}: {
  message: string;
  next: { href: string; label: string };
}) {
  return (
    <div className="space-y-4">
      <ErrorNotice>{message}</ErrorNotice>
      <Link href={next.href} className={buttonClass({ variant: "secondary" })}>
        {next.label}
      </Link>
    </div>
  );
}

/** What a link did, with the next step. */
export function LinkDone({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="space-y-3">
      <p className="text-brand-700 dark:text-brand-500 font-semibold">{title}</p>
      <div className="space-y-3 text-sm text-slate-600 dark:text-slate-400">{children}</div>
    </div>
  );
}

/** The sentence for an address without a token. */
export const MISSING_TOKEN =
  "This link is incomplete: open it from the mail again, or copy the whole address.";
