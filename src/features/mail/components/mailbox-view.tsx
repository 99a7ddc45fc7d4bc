import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { ruledListClass } from "@/components/ui/ruled-list-class";
import { readMailBody, readMailLinks } from "../read-mail-links";
import type { MailboxMessage } from "../server/mailbox";
import { MailboxRefresher } from "./mailbox-refresher";

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

function Message({ message }: { message: MailboxMessage }) {
  const links = readMailLinks(message.html);
  return (
    <article aria-labelledby="message-subject" className="min-w-0 space-y-5">
      <header className="space-y-1 border-b border-slate-200 pb-4 dark:border-slate-800">
        <h2 id="message-subject" className="text-lg font-semibold">
          {message.subject}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          From {message.from} · to <span className="break-all">{message.to}</span> ·{" "}
          {timeFormat.format(new Date(message.sentAt))}
        </p>
      </header>
      {message.headers && Object.keys(message.headers).length > 0 && (
        <section aria-label="Headers">
          <h3 className="text-sm font-semibold">Headers</h3>
          <dl className="mt-2 space-y-1 text-xs">
            {Object.entries(message.headers).map(([name, value]) => (
              <div key={name} className="break-all">
                <dt className="inline font-semibold">{name}:</dt>{" "}
                <dd className="inline">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {links.length > 0 && (
        <section aria-label="Links in this message">
          <h3 className="text-sm font-semibold">Links</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {links.map((link) => (
              <li key={link.href} className="break-all">
                <a
                  href={link.href}
                  className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
                >
                  {link.text}
                </a>{" "}
                <span className="text-xs text-slate-500 dark:text-slate-400">{link.href}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="HTML part">
        <h3 className="text-sm font-semibold">HTML</h3>
        {/* Our own template's output, every value escaped by React when it was rendered: shown as a mail client would. */}
        <div
          className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 text-slate-900 dark:border-slate-800"
          dangerouslySetInnerHTML={{ __html: readMailBody(message.html) }}
        />
      </section>
      <section aria-label="Plain-text part">
        <h3 className="text-sm font-semibold">Plain text</h3>
        {/* A long link wraps anywhere rather than scrolling; should anything still scroll, the keyboard can reach it. */}
        <pre
          tabIndex={0}
          className="mt-2 overflow-x-auto rounded-lg border border-slate-200 p-4 text-xs [overflow-wrap:anywhere] whitespace-pre-wrap dark:border-slate-800"
        >
          {message.text}
        </pre>
      </section>
    </article>
  );
}

/** `chosen`: the message the address names, if any; without one the newest shows, beside the list only. */
type Props = { messages: MailboxMessage[]; chosen: MailboxMessage | null };

/**
 * The embedded demo's mailbox (docs/architecture.md#mail): every message, newest first, and the
 * chosen one with its links, HTML and plain text. New mail shows up without reloading. On a wide
 * screen the list and the message sit side by side; on a phone, as in a mail app, the list shows
 * until a message is chosen and then the message alone, with the way back. Stacked, new mail
 * arriving at the top of the list pushed the open message down under the reader's finger.
 */
export function MailboxView({ messages, chosen }: Props) {
  const selected = chosen ?? messages[0] ?? null;
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <MailboxRefresher />
      <nav aria-label="Messages" className={`min-w-0 ${chosen ? "hidden lg:block" : ""}`}>
        {messages.length === 0 ? (
          <EmptyState>
            No mail yet. Register, or ask for a password reset from the login page, and the mail
            appears here.
          </EmptyState>
        ) : (
          <ul className={ruledListClass}>
            {messages.map((message) => (
              <li key={message.id}>
                <Link
                  href={`/dev/mailbox?id=${message.id}`}
                  aria-current={message.id === selected?.id ? "page" : undefined}
                  className="aria-[current=page]:bg-brand-50 block px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-900 dark:aria-[current=page]:bg-slate-900"
                >
                  <span className="block truncate text-sm font-semibold">{message.subject}</span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                    {message.to} · {timeFormat.format(new Date(message.sentAt))}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {selected && (
        <div className={`min-w-0 space-y-4 ${chosen ? "" : "hidden lg:block"}`}>
          {chosen && (
            <Link
              href="/dev/mailbox"
              className="text-brand-700 dark:text-brand-500 inline-block text-sm font-semibold hover:underline lg:hidden"
            >
              ← All mail
            </Link>
          )}
          <Message message={selected} />
        </div>
      )}
    </div>
  );
}
