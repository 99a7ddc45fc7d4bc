import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  from: string;
  /** The List-Unsubscribe pair (docs/alerts.md#mail), as the message carried them; null when absent. */
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
};

/** A header's raw line as sent (mailparser parses List-* headers into objects). */
function headerText(parsed: ParsedMail, name: string): string | null {
  const line = parsed.headerLines.find((header) => header.key === name)?.line;
  return line
    ? line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n\s+/g, " ")
        .trim()
    : null;
}

/**
 * A real SMTP server for the tests (the `smtp-server` package), each message read with
 * `mailparser` as a mail client would. `refuseNext(n)` makes it answer the next n messages with a
 * temporary failure (451), as a server that is busy or greylisting does. `port` restarts a closed
 * inbox's server where the app's SMTP_URL still points.
 * @see https://nodemailer.com/extras/smtp-server/
 */
export async function startSmtpInbox(port = 0) {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let attempts = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      attempts += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((parsed: ParsedMail) => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(",");
          received.push({
            to,
            subject: parsed.subject ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            text: parsed.text ?? "",
            messageId: parsed.messageId ?? "",
            from: parsed.from?.text ?? "",
            listUnsubscribe: headerText(parsed, "list-unsubscribe"),
            listUnsubscribePost: headerText(parsed, "list-unsubscribe-post"),
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    received,
    /** Every message delivered to `address`, oldest first. */
    to: (address: string) => received.filter((mail) => mail.to === address),
    refuseNext: (count: number) => {
      refusals = count;
    },
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/** The token of a mailed link to `pathname` (it rides in the fragment), from a mail's text part. */
export function linkToken(mail: ReceivedMail, pathname: string): string {
  const match = new RegExp(
    `https?://[^\\s\\]]+${pathname.replaceAll("/", "\\/")}#token=([A-Za-z0-9_-]+)`,
  ).exec(mail.text);
  if (!match) throw new Error(`no ${pathname} link in "${mail.subject}":\n${mail.text}`);
  return match[1]!;
}
