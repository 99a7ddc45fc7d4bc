/** "smtp": mail goes out through SMTP_URL. "mailbox": the embedded demo keeps it for /dev/mailbox. "off": nothing is mailed. */
export type MailMode = "smtp" | "mailbox" | "off";

export type MailSettings = {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  DATABASE_URL?: string;
  NEXTAUTH_URL?: string;
  PORT?: number;
  NODE_ENV?: string;
};
export type MailDecision = {
  mode: MailMode;
  smtpUrl: string | null;
  from: string;
  origin: string | null;
  problems: Array<{ setting: string; message: string }>;
};

/** The demo mailbox's sender: a reserved name that no real server would accept mail from. */
const DEMO_FROM = "Marketdesk <no-reply@marketdesk.localhost>";
/** `Name <address>` or a bare address, one line. */
const SENDER = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function findProblems(settings: MailSettings): MailDecision["problems"] {
  if (!settings.SMTP_URL) return [];
  const problems: MailDecision["problems"] = [];
  if (!settings.MAIL_FROM)
    problems.push({
      setting: "MAIL_FROM",
      message:
        "is missing: SMTP_URL sends mail, and every mail needs a sender, e.g. Marketdesk <no-reply@marketdesk.example>",
    });
  else if (!SENDER.test(settings.MAIL_FROM.trim()))
    problems.push({
      setting: "MAIL_FROM",
      message:
        "must be an address, or a name and an address: Marketdesk <no-reply@marketdesk.example>",
    });
  // Links in mail must never take their host from a request: a forged Host header would mail a victim a reset link to the attacker's site.
  if (settings.DATABASE_URL && !settings.NEXTAUTH_URL)
    problems.push({
      setting: "NEXTAUTH_URL",
      message:
        "is missing: with SMTP_URL and DATABASE_URL, links in mail are built on the site's public URL, never on a request's Host",
    });
  return problems;
}

/**
 * How this server sends mail, failing closed (docs/architecture.md#mail): through SMTP only with a
 * sender and a trusted origin for links; the local mailbox only in the embedded demo (never with
 * DATABASE_URL, nor under the test runner, whose tests each build the mailer they need on their own
 * database); otherwise off, and the features that need mail say so. A settings check, so it stays
 * infrastructure next to env.ts.
 */
export function decideMailMode(settings: MailSettings): MailDecision {
  const problems = findProblems(settings);
  const embedded = !settings.DATABASE_URL;
  const origin = settings.NEXTAUTH_URL
    ? new URL(settings.NEXTAUTH_URL).origin
    : embedded
      ? `http://localhost:${settings.PORT ?? 3000}`
      : null;
  if (problems.length > 0) return { mode: "off", smtpUrl: null, from: DEMO_FROM, origin, problems };
  if (settings.SMTP_URL)
    return {
      mode: "smtp",
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM!.trim(),
      origin,
      problems,
    };
  return {
    mode: embedded && settings.NODE_ENV !== "test" ? "mailbox" : "off",
    smtpUrl: null,
    from: DEMO_FROM,
    origin,
    problems,
  };
}
