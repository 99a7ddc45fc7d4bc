"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { track } from "@/lib/analytics/track";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import { roomTitle } from "../chat-room";
import type { ChatMessageView } from "../chat-views";
import { MAX_MESSAGE_LENGTH } from "../message-limits";
import { CharacterCount } from "./character-count";
import { type Sentiment, SentimentPicker } from "./sentiment-picker";
import { textareaClass } from "./textarea-class";

type ComposerProps = {
  room: string;
  replyTo: ChatMessageView | null;
  onCancelReply: () => void;
  onSent: (message: ChatMessageView) => void;
};

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; an optional bullish or bearish tag;
 * a reply quotes the message it answers. A refusal is said above the box and the text stays, so
 * nothing typed is lost; the stream brings the message to everyone, this reader included.
 */
export function ChatComposer({ room, replyTo, onCancelReply, onSent }: ComposerProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [sentiment, setSentiment] = useState<Sentiment>(null);
  const post = useMutation(trpc.chat.post.mutationOptions({ meta: { silentErrors: true } }));
  // Choosing Reply on a message brings the person here to write it.
  useEffect(() => {
    if (replyTo) box.current?.focus();
  }, [replyTo]);
  const errors = post.error
    ? getFormErrors(
        post.error,
        "Your message could not be sent. Check your connection and try again.",
      )
    : {};
  const error = errors.form ?? errors.body ?? Object.values(errors)[0];
  const length = [...text].length;
  const canSend = text.trim() !== "" && length <= MAX_MESSAGE_LENGTH && !post.isPending;

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    post.mutate(
      { room, body: text, sentiment, replyToId: replyTo?.id ?? null },
      {
        onSuccess: (message, input) => {
          if (message) onSent(message);
          // A call is marked on its stock's chart (docs/product.md#stock-page-chart): a chart on this page shows it at once.
          if (message?.prices.length)
            void queryClient.invalidateQueries({ queryKey: trpc.chat.myCalls.pathKey() });
          track("chat_message_sent", {
            room,
            length: [...input.body].length,
            sentiment: input.sentiment ?? null,
            cashtag_count: message?.prices.length ?? 0,
          });
          setText("");
          setSentiment(null);
          onCancelReply();
          box.current?.focus();
        },
      },
    );
  }

  return (
    <form
      onSubmit={send}
      className="space-y-2 border-t border-slate-200 bg-white px-3 py-3 dark:border-slate-800 dark:bg-slate-950"
    >
      {replyTo && (
        <div className="flex items-start gap-2 rounded-md bg-slate-100 px-3 py-1.5 text-xs text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <p className="min-w-0 flex-1 truncate">
            <span className="font-semibold">Replying to {replyTo.author.name}:</span> {replyTo.body}
          </p>
          <button
            type="button"
            onClick={onCancelReply}
            className="shrink-0 font-semibold underline underline-offset-2 hover:no-underline"
          >
            Cancel reply
          </button>
        </div>
      )}
      {error && <ErrorNotice>{error}</ErrorNotice>}
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          Message {roomTitle(room)}
        </label>
        <textarea
          ref={box}
          id={id}
          rows={2}
          value={text}
          placeholder={`Message ${roomTitle(room)}`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing)
              send(event);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count ${id}-hint`}
          className={`${textareaClass} pb-6`}
        />
        {/* In the box's corner, so the tag and Send share one row on a phone. */}
        <CharacterCount
          id={`${id}-count`}
          length={length}
          className="pointer-events-none absolute right-3 bottom-1.5"
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <SentimentPicker value={sentiment} onChange={setSentiment} />
        <span
          id={`${id}-hint`}
          className="hidden text-xs text-slate-600 md:inline dark:text-slate-400"
        >
          Enter to send · Shift+Enter for a new line · $TICKER links a room
        </span>
        <button
          type="submit"
          disabled={!canSend}
          className={`${buttonClass({ size: "sm" })} ml-auto`}
        >
          {post.isPending ? "Sending…" : "Send"}
        </button>
      </div>
    </form>
  );
}
