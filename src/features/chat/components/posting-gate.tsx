"use client";

import { buttonClass } from "@/components/ui/button-class";
import type { ChatMessageView } from "../chat-views";
import { usePostingStatus } from "../use-posting-status";
import { ChatComposer } from "./chat-composer";
import { PostingBlocked } from "./posting-blocked";
import { RegisterPrompt } from "./register-prompt";
import { textareaClass } from "./textarea-class";

type PostingGateProps = {
  /** The placeholder stays, whatever the answer: the messages above it are still loading. */
  held?: boolean;
  room: string;
  replyTo: ChatMessageView | null;
  onCancelReply: () => void;
  onSent: (message: ChatMessageView) => void;
};

/**
 * The composer for those who may post, and in its place, for those who may not, why and the one
 * step that fixes it (docs/product.md#chat).
 */
export function PostingGate({ held = false, ...props }: PostingGateProps) {
  const status = usePostingStatus();
  const answer = held ? undefined : status.data;
  if (!answer) {
    if (status.isError && !held)
      return (
        <div className="border-t border-slate-200 px-3 py-3 dark:border-slate-800">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Whether you can post could not be checked. Reload the page to try again.
          </p>
        </div>
      );
    // The composer's own box and button, hidden, give the placeholder its exact height at every
    // width (the box's text is larger on a phone), so nothing moves when the composer arrives.
    // A status, so its label is allowed: axe refuses aria-label on a div with no role.
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading the message box"
        className="space-y-2 border-t border-slate-200 px-3 py-3 dark:border-slate-800"
      >
        <div className="animate-pulse rounded-md bg-slate-100 dark:bg-slate-900">
          <textarea
            rows={2}
            disabled
            tabIndex={-1}
            aria-hidden="true"
            className={`${textareaClass} invisible pb-6`}
          />
        </div>
        <div className="flex">
          <span aria-hidden="true" className={`${buttonClass({ size: "sm" })} invisible ml-auto`}>
            Send
          </span>
        </div>
      </div>
    );
  }
  if (answer.canPost) return <ChatComposer {...props} />;
  if (answer.reason === "muted" || answer.reason === "banned")
    return <PostingBlocked reason={answer.reason} until={answer.until} note={answer.note} />;
  return <RegisterPrompt room={props.room} reason={answer.reason} />;
}
