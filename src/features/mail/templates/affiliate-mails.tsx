import { MailLayout, type WithOrigin } from "./mail-layout";
import { MailAction, MailHeading, MailText } from "./mail-parts";

export type AffiliateDecisionMailProps = {
  decision: "approved" | "rejected" | "suspended" | "reinstated";
  note: string | null;
};

const headings = {
  approved: "You are a Marketdesk affiliate",
  rejected: "About your affiliate application",
  suspended: "Your affiliate account is suspended",
  reinstated: "Your affiliate account is active again",
};

const summaries = {
  approved:
    "Your application to the affiliate program was approved. Your code and link builder are on your affiliate page; every click, registration and commission shows there.",
  rejected:
    "We looked at your application to the affiliate program and cannot approve it now. You may apply again from your affiliate page.",
  suspended:
    "Your affiliate links no longer record clicks or registrations. Commissions already earned stay in your ledger.",
  reinstated: "Your affiliate links record clicks and registrations again, with the same code.",
};

/** An admin's decision on an affiliate (docs/product.md#affiliate-program), with the note they wrote. */
export function AffiliateDecisionMail({
  origin,
  decision,
  note,
}: WithOrigin<AffiliateDecisionMailProps>) {
  return (
    <MailLayout preview={headings[decision]} origin={origin}>
      <MailHeading>{headings[decision]}</MailHeading>
      <MailText>{summaries[decision]}</MailText>
      {note ? <MailText>A note from our team: {note}</MailText> : null}
      <MailAction href={`${origin}/affiliate`}>Open my affiliate page</MailAction>
    </MailLayout>
  );
}

/** The subject of a decision's mail. */
export const affiliateDecisionSubject = ({ decision }: AffiliateDecisionMailProps) =>
  headings[decision];
