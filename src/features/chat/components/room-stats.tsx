"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";
import type { FeedStatus } from "../open-room-feed";
import { SentimentBar } from "./sentiment-bar";
import { VolumeChart } from "./volume-chart";

const statusLabels: Record<FeedStatus, string> = {
  connecting: "Connecting…",
  live: "Live",
  polling: "Updating every few seconds",
};

/** The strip above a room's messages: its sentiment, its week's volume, and whether it is live. */
export function RoomStats({ room, status }: { room: string; status: FeedStatus }) {
  const trpc = useTRPC();
  // The stream's events refresh the counts (use-live-room.ts); the interval catches calls ageing out.
  const stats = useQuery({
    ...trpc.chat.stats.queryOptions({ room }),
    staleTime: 60_000,
    refetchInterval: 60_000,
    meta: { silentErrors: true, persist: { latest: 10 } },
  });
  return (
    // Side by side at every width, so on a phone the messages keep most of the height.
    <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:gap-x-6 dark:border-slate-800">
      {stats.data ? (
        <>
          <SentimentBar
            bullish={stats.data.bullish}
            bearish={stats.data.bearish}
            notCounted={stats.data.notCounted}
          />
          <VolumeChart volume={stats.data.volume} />
        </>
      ) : (
        <p
          className="col-span-2 text-sm text-slate-600 dark:text-slate-400"
          aria-busy={stats.isPending}
        >
          {stats.isError ? (
            "The room's sentiment could not be loaded right now."
          ) : (
            // As tall as the volume chart that replaces it (its three lines of text over bars of
            // h-8, h-10 from sm), so the messages below do not move down when the counts land.
            <span className="block h-[5.8125rem] animate-pulse rounded bg-slate-100 sm:h-[6.3125rem] dark:bg-slate-900" />
          )}
        </p>
      )}
      <p
        role="status"
        className="order-first col-span-2 flex items-center justify-end gap-1.5 self-start text-xs text-slate-600 sm:order-none sm:col-span-1 dark:text-slate-400"
      >
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${status === "live" ? "bg-emerald-500" : status === "polling" ? "bg-amber-500" : "animate-pulse bg-slate-400"}`}
        />
        {statusLabels[status]}
      </p>
    </div>
  );
}
