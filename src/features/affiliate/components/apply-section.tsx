import { panelClass } from "@/components/ui/panel-class";
import { affiliateDate } from "./affiliate-formats";
import type { AffiliateProfile, AffiliateStanding, ProgramTerms } from "./affiliate-types";
import { ApplicationForm } from "./application-form";
import { AttentionPanel } from "./attention-panel";
import { ProgramTermsList } from "./program-terms-list";

function RejectedNotice({ standing }: { standing: AffiliateProfile }) {
  const decided = standing.reviewedAt
    ? `; it was decided on ${affiliateDate.format(standing.reviewedAt)}`
    : "";
  return (
    <AttentionPanel
      id="application-rejected"
      title="Your application was not accepted"
      note={standing.reviewNote}
    >
      <p>
        You applied on {affiliateDate.format(standing.appliedAt)}
        {decided}.{" "}
        {standing.reviewNote
          ? "You may apply again below, changing what the reviewer's note asks for:"
          : "You may apply again below."}
      </p>
    </AttentionPanel>
  );
}

function ConfirmEmailFirst({ mailAvailable }: { mailAvailable: boolean }) {
  return (
    <section aria-labelledby="confirm-to-apply" className={panelClass()}>
      <h2 id="confirm-to-apply" className="font-semibold">
        Confirm your email address to apply
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {mailAvailable
          ? "Open the link we mailed you when you registered. To have it sent again, use “Send the link again” in the bar at the top of the page. Then come back here."
          : "This server sends no mail, so the address cannot be confirmed here."}
      </p>
    </section>
  );
}

/** Before approval: the terms, a rejection's note when there was one, and the application (for a confirmed address). */
export function ApplySection({
  standing,
  terms,
  mailAvailable,
}: {
  standing: AffiliateStanding;
  terms: ProgramTerms;
  mailAvailable: boolean;
}) {
  const previous = standing.status === "rejected" ? standing : null;
  return (
    <div className="space-y-8">
      {previous && <RejectedNotice standing={previous} />}
      {!standing.emailVerified && <ConfirmEmailFirst mailAvailable={mailAvailable} />}
      <section aria-labelledby="program-terms" className="space-y-4">
        <h2 id="program-terms" className="text-lg font-semibold">
          How it works
        </h2>
        <ProgramTermsList terms={terms} />
      </section>
      {standing.emailVerified && (
        <ApplicationForm
          initial={
            previous
              ? {
                  name: previous.name,
                  website: previous.website,
                  promotion: previous.promotion,
                  payoutEmail: previous.payoutEmail,
                }
              : null
          }
        />
      )}
    </div>
  );
}
