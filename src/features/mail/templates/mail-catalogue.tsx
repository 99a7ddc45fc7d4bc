import type { ReactElement } from "react";
import {
  AccountDeletedMail,
  ConfirmEmailChangeMail,
  EmailChangedMail,
  PasswordChangedMail,
  ResetPasswordMail,
  VerifyEmailMail,
} from "./account-mails";
import {
  AffiliateDecisionMail,
  type AffiliateDecisionMailProps,
  affiliateDecisionSubject,
} from "./affiliate-mails";
import { AlertMail, type AlertMailProps } from "./alert-mails";
import { InvoicePaidMail, PlanChangedMail, SubscriptionCancelledMail } from "./billing-mails";

/** Each mail's subject and body from its props; the props are what the job queue stores. */
type Template<Props> = {
  subject: (props: Props) => string;
  body: (props: Props & { origin: string }) => ReactElement;
};

const template = <Props,>(definition: Template<Props>) => definition;

/**
 * Every mail the product sends, by name (docs/product.md#accounts-and-mail). A job on the queue
 * names one of these and carries its props, so a mail renders the same on whichever node sends it.
 */
export const mailCatalogue = {
  "verify-email": template<{ link: string }>({
    subject: () => "Confirm your email address",
    body: (props) => <VerifyEmailMail {...props} />,
  }),
  "reset-password": template<{ link: string }>({
    subject: () => "Reset your Marketdesk password",
    body: (props) => <ResetPasswordMail {...props} />,
  }),
  "password-changed": template<{ resetLink: string }>({
    subject: () => "Your Marketdesk password was changed",
    body: (props) => <PasswordChangedMail {...props} />,
  }),
  "confirm-email-change": template<{ link: string; newEmail: string }>({
    subject: () => "Confirm your new email address",
    body: (props) => <ConfirmEmailChangeMail {...props} />,
  }),
  "email-changed": template<{ newEmail: string; undoLink: string }>({
    subject: () => "Your Marketdesk email address was changed",
    body: (props) => <EmailChangedMail {...props} />,
  }),
  "account-deleted": template<Record<string, never>>({
    subject: () => "Your Marketdesk account has been deleted",
    body: (props) => <AccountDeletedMail {...props} />,
  }),
  "invoice-paid": template<{
    planName: string;
    period: string;
    amount: string;
    paidOn: string;
    invoiceUrl: string | null;
  }>({
    subject: ({ amount }) => `Your Marketdesk receipt: ${amount}`,
    body: (props) => <InvoicePaidMail {...props} />,
  }),
  "plan-changed": template<{ planName: string; period: string }>({
    subject: ({ planName }) => `You are now on Marketdesk ${planName}`,
    body: (props) => <PlanChangedMail {...props} />,
  }),
  "subscription-cancelled": template<{ planName: string; endsOn: string | null }>({
    subject: () => "Your Marketdesk subscription is cancelled",
    body: (props) => <SubscriptionCancelledMail {...props} />,
  }),
  "affiliate-decision": template<AffiliateDecisionMailProps>({
    subject: affiliateDecisionSubject,
    body: (props) => <AffiliateDecisionMail {...props} />,
  }),
  "alert-notice": template<AlertMailProps>({
    subject: ({ heading }) => heading,
    body: (props) => <AlertMail {...props} />,
  }),
  "alert-digest": template<AlertMailProps>({
    subject: ({ heading }) => heading,
    body: (props) => <AlertMail {...props} />,
  }),
};

export type MailTemplateName = keyof typeof mailCatalogue;
export type MailProps<Name extends MailTemplateName> = Parameters<
  (typeof mailCatalogue)[Name]["subject"]
>[0];
/** Extra header lines of a mail, such as List-Unsubscribe (docs/alerts.md#mail). */
export type MailHeaders = Record<string, string>;
/** A mail to send: who to, which template, its props, and any extra headers. */
export type MailMessage = {
  [Name in MailTemplateName]: {
    to: string;
    template: Name;
    props: MailProps<Name>;
    headers?: MailHeaders;
  };
}[MailTemplateName];
