import { panelClass } from "@/components/ui/panel-class";
import { adminDay } from "./admin-dates";
import type { AdminAffiliate } from "./affiliate-admin-types";
import { AffiliateWebsite } from "./affiliate-website";
import { DecisionForm } from "./decision-form";

/** One application waiting for a decision: who, where and how they will promote, where to pay them, then Approve or Reject with a note. */
export function ApplicationCard({ application }: { application: AdminAffiliate }) {
  const headingId = `application-${application.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`${panelClass("sm")} grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}
    >
      <div className="min-w-0 space-y-3">
        <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-semibold break-words">
            {application.name}
          </h3>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            Applied{" "}
            <time dateTime={application.appliedAt.toISOString()}>
              {adminDay.format(application.appliedAt)}
            </time>
          </span>
        </header>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-xs text-slate-600 dark:text-slate-400">Website or channel</dt>
            <dd>
              <AffiliateWebsite website={application.website} />
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-slate-600 dark:text-slate-400">Payout email</dt>
            <dd className="break-all">{application.payoutEmail}</dd>
          </div>
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              How they will promote Marketdesk
            </dt>
            <dd className="break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
              {application.promotion}
            </dd>
          </div>
        </dl>
      </div>
      <DecisionForm
        affiliate={application}
        decisions={["approve", "reject"]}
        label="Note to the applicant"
        hint="Optional to approve, required to reject. The applicant receives it by mail with your decision."
      />
    </article>
  );
}
