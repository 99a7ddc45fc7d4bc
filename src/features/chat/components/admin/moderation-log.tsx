"use client";

import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ruledListClass } from "@/components/ui/ruled-list-class";
import type { ChatModerationAction } from "@/server/db/enums";
import { roomTitle } from "../../chat-room";
import { moderationTime } from "./moderation-format";
import { useModerationLog } from "./use-moderation-reads";

const ACTION_LABELS: Record<ChatModerationAction, string> = {
  hide: "Hid",
  restore: "Restored",
  delete: "Deleted",
  dismiss: "Dismissed reports on",
  mute: "Muted",
  ban: "Banned",
  lift: "Lifted the sanction of",
  auto_hide: "Hid automatically",
  auto_restore: "Restored automatically",
};

/** The audit log, newest first, 50 lines a page: every decision and every automatic hiding. */
export function ModerationLog() {
  const log = useModerationLog();

  if (log.isPending) return <LoadingBlock label="Loading the log" height="h-40" />;
  if (log.isError)
    return <ErrorNotice>The log could not be loaded: {log.error.message}</ErrorNotice>;
  const lines = log.data.pages.flatMap((page) => page.lines);
  if (lines.length === 0) return <EmptyState>No moderation yet.</EmptyState>;
  return (
    <div className="space-y-3">
      <ol className={ruledListClass}>
        {lines.map((line) => (
          <li key={line.id} className="space-y-1 p-3 text-sm">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="font-semibold">{line.moderatorName ?? "Automatic"}</span>
              <Badge tone={line.action === "auto_hide" ? "warning" : "neutral"}>
                {ACTION_LABELS[line.action]}
              </Badge>
              {line.targetName && <span className="font-medium">{line.targetName}</span>}
              <time
                className="ml-auto text-xs text-slate-600 dark:text-slate-400"
                dateTime={line.createdAt.toISOString()}
              >
                {moderationTime.format(line.createdAt)}
              </time>
            </div>
            {line.messageId !== null && (
              <p className="break-words text-slate-700 dark:text-slate-300">
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {line.room ? roomTitle(line.room) : "A removed room"} #{line.messageId}:{" "}
                </span>
                {line.excerpt ?? "—"}
              </p>
            )}
            {line.reason && (
              <p className="text-slate-600 dark:text-slate-400">Reason: {line.reason}</p>
            )}
          </li>
        ))}
      </ol>
      <LoadMoreButton query={log} label="Older lines" />
    </div>
  );
}
