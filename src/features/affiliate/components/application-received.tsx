import { panelClass } from "@/components/ui/panel-class";
import { affiliateDate } from "./affiliate-formats";
import type { AffiliateProfile, ProgramTerms } from "./affiliate-types";
import { ProgramTermsList } from "./program-terms-list";

/** While the application waits for a decision: when it was received, and what was sent. */
export function ApplicationReceived({
  standing,
  terms,
}: {
  standing: AffiliateProfile;
  terms: ProgramTerms;
}) {
  const sent = [
    { label: "Name", value: standing.name },
    { label: "Website or channel", value: standing.website },
    { label: "How you will promote Marketdesk", value: standing.promotion },
    { label: "Payout email", value: standing.payoutEmail },
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="application-received" className={panelClass()}>
        <h2 id="application-received" className="text-lg font-semibold">
          Application received {affiliateDate.format(standing.appliedAt)}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          We mail you when it is decided. This is what you sent:
        </p>
        <dl className="mt-4 space-y-3 text-sm sm:grid sm:grid-cols-[14rem_1fr] sm:space-y-0 sm:gap-x-6 sm:gap-y-3">
          {sent.map((item) => (
            <div key={item.label} className="sm:contents">
              <dt className="text-slate-600 dark:text-slate-400">{item.label}</dt>
              <dd className="mt-0.5 break-words whitespace-pre-line sm:mt-0">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="program-terms" className="space-y-4">
        <h2 id="program-terms" className="text-lg font-semibold">
          The terms you applied for
        </h2>
        <ProgramTermsList terms={terms} />
      </section>
    </div>
  );
}
