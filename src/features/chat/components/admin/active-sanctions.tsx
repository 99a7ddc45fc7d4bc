"use client";

import { useMutation } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button-class";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingBlock } from "@/components/ui/loading-block";
import { ruledListClass } from "@/components/ui/ruled-list-class";
import { useTRPC } from "@/lib/trpc/react";
import { describeUntil, moderationTime } from "./moderation-format";
import { useModerationSettle } from "./use-moderation-mutation";
import { useModerationSanctions } from "./use-moderation-reads";

/** The mutes and bans in force, the strongest first, each with who imposed it, why, and "Lift". */
export function ActiveSanctions() {
  const trpc = useTRPC();
  const sanctions = useModerationSanctions();
  const { error, settle, confirm } = useModerationSettle();
  const lift = useMutation(trpc.chat.moderation.lift.mutationOptions(settle));

  if (sanctions.isPending) return <LoadingBlock label="Loading mutes and bans" height="h-24" />;
  if (sanctions.isError)
    return (
      <ErrorNotice>The mutes and bans could not be loaded: {sanctions.error.message}</ErrorNotice>
    );
  const list = sanctions.data.sanctions;
  if (list.length === 0) return <EmptyState>No one is muted or banned.</EmptyState>;
  return (
    <div className="space-y-3">
      {error && <ErrorNotice>{error}</ErrorNotice>}
      <ul className={ruledListClass}>
        {list.map((sanction) => (
          <li key={sanction.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 text-sm">
            <span className="font-semibold">{sanction.userName}</span>
            <Badge tone={sanction.kind === "ban" ? "danger" : "warning"}>
              {sanction.kind === "ban" ? "Banned" : "Muted"} {describeUntil(sanction.until)}
            </Badge>
            <span className="min-w-0 basis-full text-slate-700 sm:flex-1 sm:basis-auto dark:text-slate-300">
              {sanction.reason}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {sanction.moderatorName ?? "A former moderator"},{" "}
              {moderationTime.format(sanction.createdAt)}
            </span>
            <button
              type="button"
              disabled={lift.isPending}
              onClick={() =>
                lift.mutate(
                  { sanctionId: sanction.id },
                  confirm(`${sanction.userName} may post again.`),
                )
              }
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              Lift
              <span className="sr-only">
                {" "}
                the {sanction.kind} of {sanction.userName}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
