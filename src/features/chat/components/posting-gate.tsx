"use client";

import type { ChatMessageView } from "../chat-views";
import { usePostingStatus } from "../use-posting-status";
import { ChatComposer } from "./chat-composer";
import { PostingBlocked } from "./posting-blocked";
import { RegisterPrompt } from "./register-prompt";

type PostingGateProps = {
  room: string;
  replyTo: ChatMessageView | null;
  onCancelReply: () => void;
  onSent: (message: ChatMessageView) => void;
};

/**
 * The composer for those who may post, and in its place, for those who may not, why and the one
 * step that fixes it (docs/product.md#chat).
 */
export function PostingGate(props: PostingGateProps) {
  const status = usePostingStatus();
  if (!status.data) {
    return (
      <div className="border-t border-slate-200 px-3 py-3 dark:border-slate-800">
        {status.isError ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Whether you can post could not be checked. Reload the page to try again.
          </p>
        ) : (
          // A status, so its label is allowed: axe refuses aria-label on a div with no role.
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading the message box"
            className="h-[6.5rem] animate-pulse rounded-md bg-slate-100 dark:bg-slate-900"
          />
        )}
      </div>
    );
  }
  const answer = status.data;
  if (answer.canPost) return <ChatComposer {...props} />;
  if (answer.reason === "muted" || answer.reason === "banned")
    return <PostingBlocked reason={answer.reason} until={answer.until} note={answer.note} />;
  return <RegisterPrompt room={props.room} reason={answer.reason} />;
}
