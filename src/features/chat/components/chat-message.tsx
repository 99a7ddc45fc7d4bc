"use client";

import { useState } from "react";
import type { ChatMessageView } from "../chat-views";
import { describeMessageTime } from "../describe-message-time";
import { tokenizeMessage } from "../tokenize-message";
import { AuthorAvatar } from "./author-avatar";
import { useChatRoom } from "./chat-room-context";
import { DeleteConfirmation } from "./delete-confirmation";
import { MessageActions } from "./message-actions";
import { MessageEditor } from "./message-editor";
import { MessageText } from "./message-text";
import { PriceCalls } from "./price-calls";
import { ReplyQuote } from "./reply-quote";
import { SentimentTag } from "./sentiment-tag";

const badgeClass =
  "rounded px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold uppercase tracking-wide";

/**
 * One message as the room shows it (docs/product.md#chat): who, when (relative, the exact time on
 * hover and to screen readers), its tag, the quote it replies to, its text with tags and links,
 * and its calls. A deleted one keeps its place as "Message deleted"; a muted author's collapses.
 */
export function ChatMessage({ message, now }: { message: ChatMessageView; now: number }) {
  const { viewer, mutedIds, reported, upsert } = useChatRoom();
  const [mode, setMode] = useState<"read" | "edit" | "delete">("read");
  const [showMuted, setShowMuted] = useState(false);
  const time = describeMessageTime(message.createdAt, now);
  const muted = mutedIds.has(message.author.id) && !showMuted;

  if (muted) {
    return (
      <li className="px-3 py-1.5 pl-14 text-sm text-slate-600 italic dark:text-slate-400">
        Message from a muted person —{" "}
        <button
          type="button"
          onClick={() => setShowMuted(true)}
          className="font-semibold text-slate-900 not-italic underline underline-offset-2 hover:no-underline dark:text-slate-100"
        >
          Show
        </button>
      </li>
    );
  }

  return (
    <li
      className={`group flex gap-3 px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-900/60 ${message.hidden ? "bg-amber-50/60 dark:bg-amber-950/30" : ""}`}
    >
      <AuthorAvatar id={message.author.id} name={message.author.name} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
          <span className="font-semibold text-slate-900 dark:text-white">
            {message.author.name}
          </span>
          {message.author.isAdmin && (
            <span className={`${badgeClass} bg-brand-700 text-white`}>Admin</span>
          )}
          <time
            dateTime={message.createdAt.toISOString()}
            title={time.full}
            className="text-xs text-slate-600 dark:text-slate-400"
          >
            <span aria-hidden="true">{time.short}</span>
            <span className="sr-only">{time.full}</span>
          </time>
          {message.editedAt && !message.deleted && (
            <span className="text-xs text-slate-600 dark:text-slate-400">(edited)</span>
          )}
          {message.sentiment && <SentimentTag sentiment={message.sentiment} />}
          {reported.has(message.id) && (
            <span className="text-xs text-slate-600 dark:text-slate-400">· Reported</span>
          )}
          {message.hidden && (
            <span
              className={`${badgeClass} bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50`}
            >
              Hidden
            </span>
          )}
        </p>
        {message.replyTo && <ReplyQuote replyTo={message.replyTo} />}
        {message.deleted || message.body === null ? (
          <p className="text-sm text-slate-600 italic dark:text-slate-400">Message deleted</p>
        ) : mode === "edit" ? (
          <MessageEditor message={message} onDone={() => setMode("read")} onSaved={upsert} />
        ) : (
          <p className="text-[0.9375rem] leading-relaxed text-slate-900 dark:text-slate-100">
            <MessageText
              tokens={tokenizeMessage(
                message.body,
                new Set(message.prices.map((price) => price.symbol)),
              )}
            />
          </p>
        )}
        {!message.deleted && <PriceCalls prices={message.prices} />}
        {mode === "delete" && <DeleteConfirmation id={message.id} onDone={() => setMode("read")} />}
      </div>
      {viewer.registered && !message.deleted && mode === "read" && (
        <MessageActions
          message={message}
          now={now}
          onEdit={() => setMode("edit")}
          onDelete={() => setMode("delete")}
        />
      )}
    </li>
  );
}
