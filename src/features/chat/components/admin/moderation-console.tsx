"use client";

import { LoadingBlock } from "@/components/ui/loading-block";
import { ActiveSanctions } from "./active-sanctions";
import { ModerationLog } from "./moderation-log";
import { ModerationQueue } from "./moderation-queue";
import {
  useModerationLog,
  useModerationQueue,
  useModerationSanctions,
} from "./use-moderation-reads";

const headingClass = "text-lg font-semibold tracking-tight";

/**
 * /admin/moderation (docs/product.md#chat, "Moderation"): the queue, then the sanctions in force,
 * then the audit log. One grey block stands for all three until all three have loaded: each
 * section's height depends on its data, so sections that landed one by one would push those below
 * them down the page.
 */
export function ModerationConsole() {
  const reads = [useModerationQueue(), useModerationSanctions(), useModerationLog()];
  if (reads.some((read) => read.isPending))
    return <LoadingBlock label="Loading the moderation console" height="h-[27rem]" />;
  return (
    <div className="space-y-12">
      <section aria-labelledby="moderation-queue" className="space-y-4">
        <h2 id="moderation-queue" className={headingClass}>
          Review queue
        </h2>
        <ModerationQueue />
      </section>
      <section aria-labelledby="moderation-sanctions" className="space-y-4">
        <h2 id="moderation-sanctions" className={headingClass}>
          Mutes and bans in force
        </h2>
        <ActiveSanctions />
      </section>
      <section aria-labelledby="moderation-log" className="space-y-4">
        <h2 id="moderation-log" className={headingClass}>
          Audit log
        </h2>
        <ModerationLog />
      </section>
    </div>
  );
}
