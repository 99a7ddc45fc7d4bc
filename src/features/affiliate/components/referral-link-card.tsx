import { panelClass } from "@/components/ui/panel-class";
import { formatPrice } from "@/lib/format/format-price";
import { buildAffiliateLink } from "../build-affiliate-link";
import { formatRate } from "./affiliate-formats";
import type { ProgramTerms } from "./affiliate-types";
import { CopyButton } from "./copy-button";
import { usePageOrigin } from "./use-page-origin";

/** The affiliate's code, the link to the home page that carries it, and the terms that apply to them. */
export function ReferralLinkCard({ code, terms }: { code: string; terms: ProgramTerms | null }) {
  const origin = usePageOrigin();
  const link = origin ? buildAffiliateLink(origin, code, { path: "/" }) : null;
  return (
    <section aria-labelledby="your-link" className={panelClass()}>
      <h2 id="your-link" className="font-semibold">
        Your link
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Your code is{" "}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {code}
        </code>
        . Any page of Marketdesk with{" "}
        <code className="font-mono break-all">?affiliate_id={code}</code> counts; build links to
        other pages below.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          readOnly
          aria-label="Your default link"
          value={link ?? ""}
          onFocus={(event) => event.target.select()}
          className="block w-full min-w-0 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        {link && <CopyButton text={link} what="your default link" />}
      </div>
      {terms && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          You earn {formatRate(terms.ratePercent)} of each paid invoice for a referred
          customer&apos;s first {terms.months} months. Commissions are pending {terms.holdDays}{" "}
          days, then due; balances from {formatPrice(terms.payoutMinimum)} are paid out.
        </p>
      )}
    </section>
  );
}
