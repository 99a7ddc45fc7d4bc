import "server-only";
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { type MailMessage, mailCatalogue } from "../templates/mail-catalogue";

type AnyTemplate = { subject: (props: object) => string; body: (props: object) => ReactElement };

/** A mail's subject alone, for the delivery row written when it is queued. */
export function mailSubject(message: MailMessage): string {
  return (mailCatalogue[message.template] as AnyTemplate).subject(message.props);
}

/**
 * A mail's subject, HTML and plain-text parts, rendered by React Email from its template; the text
 * part is made from the same HTML, so the two always say the same.
 * @see https://react.email/docs/utilities/render
 */
export async function renderMail(
  message: MailMessage,
  origin: string,
): Promise<{ subject: string; html: string; text: string }> {
  const element = (mailCatalogue[message.template] as AnyTemplate).body({
    ...message.props,
    origin,
  });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: mailSubject(message), html, text };
}
