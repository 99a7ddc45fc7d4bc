/**
 * What other features may use of mail on the server (docs/architecture.md#layers): the mailer
 * that queues a mail, the templates' catalogue, and forgetting a deleted account's address. Mail owns `mail_delivery`.
 */

export {
  type MailHeaders,
  type MailMessage,
  type MailProps,
  type MailTemplateName,
  mailCatalogue,
} from "../templates/mail-catalogue";
export { getMailDecision, getMailer, type Mailer } from "./get-mailer";
export { forgetMailRecipient } from "./mutations";
