"use client";

import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { CancelButton } from "@/components/ui/cancel-button";
import { ErrorNotice } from "@/components/ui/error-notice";
import { track } from "@/lib/analytics/track";
import { getFormErrors } from "@/lib/trpc/get-field-errors";
import { useTRPC } from "@/lib/trpc/react";
import type { ChatMessageView } from "../chat-views";
import { MAX_MESSAGE_LENGTH } from "../message-limits";
import { CharacterCount } from "./character-count";
import { textareaClass } from "./textarea-class";

/**
 * Edits one's own message in place (within 5 minutes of posting; the server has the last word):
 * Enter saves, Shift+Enter starts a new line, Escape gives up. The text stays when saving fails.
 */
export function MessageEditor({
  message,
  onDone,
  onSaved,
}: {
  message: ChatMessageView;
  onDone: () => void;
  onSaved: (view: ChatMessageView) => void;
}) {
  const trpc = useTRPC();
  const id = useId();
  const [text, setText] = useState(message.body ?? "");
  const edit = useMutation(
    trpc.chat.edit.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: (view) => {
        if (view) onSaved(view);
        track("chat_message_edited", { room: message.room, length: [...text].length });
        onDone();
      },
    }),
  );
  const errors = edit.error
    ? getFormErrors(edit.error, "The edit could not be saved. Check your connection and try again.")
    : {};
  const error = errors.form ?? errors.body ?? Object.values(errors)[0];
  const length = [...text].length;

  function save(event?: FormEvent) {
    event?.preventDefault();
    if (text.trim() === "" || length > MAX_MESSAGE_LENGTH || edit.isPending) return;
    if (text === message.body) return onDone();
    edit.mutate({ id: message.id, body: text });
  }

  return (
    <form onSubmit={save} className="mt-1 space-y-2">
      <label htmlFor={id} className="sr-only">
        Edit your message
      </label>
      <textarea
        id={id}
        autoFocus
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.nativeEvent.isComposing) return;
          if (event.key === "Enter" && !event.shiftKey) save(event);
          if (event.key === "Escape") onDone();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count`}
        className={textareaClass}
      />
      {error && <ErrorNotice>{error}</ErrorNotice>}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={edit.isPending} className={buttonClass({ size: "sm" })}>
          {edit.isPending ? "Saving…" : "Save"}
        </button>
        <CancelButton onCancel={onDone} />
        <span className="text-xs text-slate-600 dark:text-slate-400">
          Enter to save · Esc to cancel
        </span>
        <CharacterCount id={`${id}-count`} length={length} className="ml-auto" />
      </div>
    </form>
  );
}
