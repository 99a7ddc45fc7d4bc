"use client";

import { useState } from "react";
import { CancelButton } from "@/components/ui/cancel-button";
import { useChatRoom } from "./chat-room-context";

/** "Delete this message?" under one's own message: a deletion cannot be taken back, so it asks once. */
export function DeleteConfirmation({ id, onDone }: { id: number; onDone: () => void }) {
  const { remove } = useChatRoom();
  const [pending, setPending] = useState(false);
  return (
    <div
      role="group"
      aria-label="Delete this message?"
      className="mt-2 flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm dark:border-red-900 dark:bg-red-950"
    >
      <span className="text-red-800 dark:text-red-200">
        Delete this message? Replies will show it as deleted.
      </span>
      <button
        type="button"
        autoFocus
        disabled={pending}
        onClick={() => {
          setPending(true);
          remove(id).then(onDone, () => setPending(false));
        }}
        className="inline-flex items-center rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
      >
        {pending ? "Deleting…" : "Delete"}
      </button>
      <CancelButton onCancel={onDone} />
    </div>
  );
}
