import { Badge } from "@/components/ui/badge";
import type { ChatMessageView } from "../../server/data";
import { tokenizeMessage } from "../../tokenize-message";
import { MessageText } from "../message-text";
import { moderationTime } from "./moderation-format";

/**
 * One message as a moderator reads it: author, time, flags and text. Hidden messages show their
 * text with a "Hidden" badge; deleted ones the placeholder. `focus` marks the one under review.
 */
export function QueuedMessage({
  message,
  focus = false,
}: {
  message: ChatMessageView;
  focus?: boolean;
}) {
  const tokens =
    message.body === null
      ? []
      : tokenizeMessage(message.body, new Set(message.prices.map((price) => price.symbol)));
  return (
    <div
      className={
        focus
          ? "rounded-lg bg-amber-50 p-3 text-base dark:bg-amber-950/40"
          : "px-3 py-1.5 text-sm text-slate-700 dark:text-slate-300"
      }
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-900 dark:text-slate-100">
          {message.author.name}
        </span>
        <time dateTime={message.createdAt.toISOString()}>
          {moderationTime.format(message.createdAt)}
        </time>
        {message.editedAt && <span>edited</span>}
        {message.hidden && <Badge tone="danger">Hidden</Badge>}
        {message.deleted && <Badge tone="neutral">Deleted</Badge>}
        {message.sentiment && (
          <Badge tone="neutral">{message.sentiment === "bullish" ? "Bullish" : "Bearish"}</Badge>
        )}
      </div>
      <p className="mt-1">
        {message.body === null ? (
          <em className="text-slate-600 dark:text-slate-400">Message deleted</em>
        ) : (
          <MessageText tokens={tokens} />
        )}
      </p>
    </div>
  );
}
