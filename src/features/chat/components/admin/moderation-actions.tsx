"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { useTRPC } from "@/lib/trpc/react";
import type { QueueItem } from "./moderation-format";
import { useModerationSettle } from "./use-moderation-mutation";

type Decision = "hide" | "restore" | "delete" | "dismiss";
const DECISIONS: Array<{ action: Decision; label: string; done: string }> = [
  { action: "hide", label: "Hide", done: "The message is hidden from everyone but moderators." },
  { action: "restore", label: "Restore", done: "The message is shown again." },
  { action: "delete", label: "Delete", done: "The message is deleted for everyone." },
  {
    action: "dismiss",
    label: "Dismiss",
    done: "The reports are dismissed; the message stays as it is.",
  },
];
const SANCTIONS = [
  { label: "Mute 24 h", kind: "mute", hours: 24 },
  { label: "Mute 7 days", kind: "mute", hours: 24 * 7 },
  { label: "Ban", kind: "ban", hours: null },
] as const;

/**
 * A queued message's decisions and its author's sanctions, with one reason for whichever is chosen:
 * logged with every action, and shown to a muted or banned person. Delete and Ban ask first, as
 * neither is undone from here.
 */
export function ModerationActions({ item }: { item: QueueItem }) {
  const trpc = useTRPC();
  const { error, settle, confirm } = useModerationSettle();
  const [reason, setReason] = useState("");
  const act = useMutation(trpc.chat.moderation.act.mutationOptions(settle));
  const sanction = useMutation(trpc.chat.moderation.sanction.mutationOptions(settle));
  const busy = act.isPending || sanction.isPending;
  const { message, author } = item;
  const allowed: Record<Decision, boolean> = {
    hide: !message.deleted,
    restore: message.hidden,
    delete: !message.deleted,
    dismiss: true,
  };

  const decide = (action: Decision, text: string) => {
    if (
      action === "delete" &&
      !window.confirm("Delete this message for everyone? Its text stays in the log for moderators.")
    )
      return;
    act.mutate({ messageId: message.id, action, reason }, confirm(text));
  };
  const punish = (entry: (typeof SANCTIONS)[number]) => {
    if (
      entry.kind === "ban" &&
      !window.confirm(`Ban ${author.name} from posting in chat for good?`)
    )
      return;
    const done = `${author.name} is ${entry.kind === "ban" ? "banned for good" : `muted for ${entry.label.replace("Mute ", "")}`}.`;
    sanction.mutate(
      { userId: author.id, kind: entry.kind, hours: entry.hours, reason },
      confirm(done),
    );
  };

  return (
    <div className="space-y-3">
      <FormField
        id={`moderation-reason-${message.id}`}
        label="Reason"
        value={reason}
        maxLength={300}
        onChange={(event) => setReason(event.target.value)}
        hint="Logged with the action. A muted or banned person is shown it."
      />
      <div role="group" aria-label="Decide on the message" className="flex flex-wrap gap-2">
        {DECISIONS.map((entry) => (
          <button
            key={entry.action}
            type="button"
            disabled={busy || !allowed[entry.action]}
            onClick={() => decide(entry.action, entry.done)}
            className={buttonClass({
              variant: entry.action === "hide" ? "primary" : "secondary",
              size: "sm",
            })}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {author.isAdmin ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Administrators cannot be muted or banned.
        </p>
      ) : (
        <div role="group" aria-label={`Sanction ${author.name}`} className="flex flex-wrap gap-2">
          {SANCTIONS.map((entry) => (
            <button
              key={entry.label}
              type="button"
              disabled={busy}
              onClick={() => punish(entry)}
              className={`${buttonClass({ variant: "secondary", size: "sm" })} text-red-700 dark:text-red-300`}
            >
              {entry.label}
            </button>
          ))}
        </div>
      )}
      {error && <ErrorNotice>{error}</ErrorNotice>}
    </div>
  );
}
