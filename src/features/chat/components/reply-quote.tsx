import type { ChatMessageView } from "../chat-views";

/** The message a reply answers, quoted above it: its author and first words, or that it is gone. */
export function ReplyQuote({ replyTo }: { replyTo: NonNullable<ChatMessageView["replyTo"]> }) {
  return (
    <blockquote className="mt-1 mb-1 border-l-2 border-slate-300 pl-2 text-xs text-slate-600 dark:border-slate-600 dark:text-slate-400">
      <span className="font-semibold">Replying to {replyTo.authorName}:</span>{" "}
      {replyTo.excerpt === null ? (
        <em>message deleted</em>
      ) : (
        <span className="line-clamp-2 inline break-words">{replyTo.excerpt}</span>
      )}
    </blockquote>
  );
}
