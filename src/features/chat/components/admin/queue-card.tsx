import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { panelClass } from "@/components/ui/panel-class";
import { chatRoomHref, roomTitle } from "../../chat-room";
import { AuthorRecord } from "./author-record";
import { ModerationActions } from "./moderation-actions";
import { moderationTime, type QueueItem } from "./moderation-format";
import { QueuedMessage } from "./queued-message";
import { ReportList } from "./report-list";

/**
 * One message awaiting a decision: the message in its thread (three messages either side), the
 * reports, its earlier texts, the author's record, and the decisions. On a phone the columns stack.
 */
export function QueueCard({ item }: { item: QueueItem }) {
  const { message } = item;
  return (
    <article aria-labelledby={`queued-${message.id}`} className={`${panelClass("sm")} space-y-4`}>
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <h3 id={`queued-${message.id}`} className="font-semibold">
          <Link
            href={chatRoomHref(message.room)}
            className="text-blue-700 underline dark:text-blue-300"
          >
            {roomTitle(message.room)}
          </Link>{" "}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            message #{message.id}
          </span>
        </h3>
        {message.hidden && <Badge tone="danger">Hidden pending review</Badge>}
        <span className="text-xs text-slate-600 dark:text-slate-400">
          Flagged {moderationTime.format(item.flaggedAt)}
        </span>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <ol
            aria-label="The thread around it"
            className="space-y-1 rounded-lg border border-slate-200 py-2 dark:border-slate-800"
          >
            {item.context.before.map((near) => (
              <li key={near.id}>
                <QueuedMessage message={near} />
              </li>
            ))}
            <li aria-current="true" className="px-2">
              <QueuedMessage message={message} focus />
            </li>
            {item.context.after.map((near) => (
              <li key={near.id}>
                <QueuedMessage message={near} />
              </li>
            ))}
          </ol>
          {item.revisions.length > 0 && (
            <div>
              <h4 className="text-sm font-semibold">Earlier texts ({item.revisions.length})</h4>
              <ol className="mt-2 space-y-2 text-sm">
                {item.revisions.map((revision, index) => (
                  <li key={index} className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-900">
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      Replaced {moderationTime.format(revision.replacedAt)}
                    </span>
                    <span className="break-words whitespace-pre-wrap">{revision.body}</span>
                  </li>
                ))}
              </ol>
            </div>
          )}
          <ReportList item={item} />
        </div>
        <div className="space-y-4">
          <AuthorRecord author={item.author} />
          <ModerationActions item={item} />
        </div>
      </div>
    </article>
  );
}
