import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MailboxView } from "@/features/mail/components/mailbox-view";
import { getMailboxFolder, getMailDecision } from "@/features/mail/server/get-mailer";
import { listMailboxMessages } from "@/features/mail/server/mailbox";

export const metadata: Metadata = {
  title: "Demo mailbox",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/**
 * The embedded demo's mail (docs/architecture.md#mail), like MailHog: only when mail stays on this
 * machine. With DATABASE_URL, or with SMTP_URL, the page does not exist.
 */
export default async function MailboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (getMailDecision().mode !== "mailbox") notFound();
  const { id } = await searchParams;
  const messages = await listMailboxMessages(getMailboxFolder());
  const chosen = messages.find((message) => message.id === id) ?? null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Demo mailbox</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Every mail this demo sent. A real deployment sends through SMTP_URL instead, and this page
        does not exist there.
      </p>
      <div className="mt-8">
        <MailboxView messages={messages} chosen={chosen} />
      </div>
    </div>
  );
}
