import { MailLayout, type WithOrigin } from "./mail-layout";
import { MailAction, MailHeading, MailText } from "./mail-parts";

export function InvoicePaidMail({
  origin,
  planName,
  period,
  amount,
  paidOn,
  invoiceUrl,
}: WithOrigin<{
  planName: string;
  period: string;
  amount: string;
  paidOn: string;
  invoiceUrl: string | null;
}>) {
  return (
    <MailLayout preview={`Receipt: ${amount} for Marketdesk ${planName}.`} origin={origin}>
      <MailHeading>Thank you for your payment</MailHeading>
      <MailText>
        We received {amount} on {paidOn} for Marketdesk {planName}, billed {period}.
      </MailText>
      {invoiceUrl ? (
        <MailAction href={invoiceUrl}>View the invoice</MailAction>
      ) : (
        <MailText>Your invoices are listed on your account page.</MailText>
      )}
      <MailAction href={`${origin}/account`}>Open my account</MailAction>
    </MailLayout>
  );
}

export function PlanChangedMail({
  origin,
  planName,
  period,
}: WithOrigin<{ planName: string; period: string }>) {
  return (
    <MailLayout preview={`You are now on Marketdesk ${planName}.`} origin={origin}>
      <MailHeading>Your plan changed</MailHeading>
      <MailText>
        Your account is now on Marketdesk {planName}, billed {period}. What the plan includes
        applies at once.
      </MailText>
      <MailAction href={`${origin}/account`}>See my plan</MailAction>
    </MailLayout>
  );
}

export function SubscriptionCancelledMail({
  origin,
  planName,
  endsOn,
}: WithOrigin<{ planName: string; endsOn: string | null }>) {
  return (
    <MailLayout preview={`Your Marketdesk ${planName} subscription is cancelled.`} origin={origin}>
      <MailHeading>Your subscription is cancelled</MailHeading>
      <MailText>
        {endsOn
          ? `Marketdesk ${planName} stays yours until ${endsOn}; after that your account moves to the free plan and nothing more is charged.`
          : `Marketdesk ${planName} has ended and your account is on the free plan. Nothing more will be charged.`}
      </MailText>
      <MailAction href={`${origin}/pricing`}>See the plans</MailAction>
    </MailLayout>
  );
}
