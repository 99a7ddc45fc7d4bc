"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { track } from "@/lib/analytics/track";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";
import type { ChatMessageView } from "./chat-views";

const none = new Set<string>();

/** A report the server already has counts as made: the person is told so either way. */
const alreadyReported = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === "CONFLICT";

/**
 * What a registered reader can do to others' messages and their own, once per room: report (once
 * per message), mute or unmute an author (for the reader alone), delete their own. Failures go to
 * the toast, with the server's sentence; successes are recorded for analytics.
 */
export function useMessageActions(
  room: string,
  { registered, upsert }: { registered: boolean; upsert: (message: ChatMessageView) => void },
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const markReported = (id: number) => setReported((ids) => new Set(ids).add(id));

  const mutes = useQuery({ ...trpc.chat.mutes.queryOptions(), enabled: registered });
  const mutedIds = mutes.data ? new Set(mutes.data.userIds) : none;

  const report = useMutation(
    trpc.chat.report.mutationOptions({
      meta: { silentErrors: true },
      onSuccess: ({ id }) => {
        markReported(id);
        track("chat_message_reported", { room });
      },
      onError: (error, { id }) => {
        if (alreadyReported(error)) markReported(id);
        else showToast({ title: "Not reported", description: error.message, tone: "error" });
      },
    }),
  );
  const mute = useMutation(
    trpc.chat.mute.mutationOptions({
      onSuccess: ({ userId, muted }) => {
        queryClient.setQueryData(trpc.chat.mutes.queryKey(), (data) => {
          const others = (data?.userIds ?? []).filter((id) => id !== userId);
          return { userIds: muted ? [...others, userId] : others };
        });
      },
    }),
  );
  const remove = useMutation(
    trpc.chat.delete.mutationOptions({
      onSuccess: ({ id }) => {
        const message = queryClient
          .getQueryData(trpc.chat.history.infiniteQueryKey({ room }))
          ?.pages.flatMap((page) => page.messages)
          .find((other) => other.id === id);
        if (message) upsert({ ...message, body: null, sentiment: null, deleted: true, prices: [] });
        // A deleted call leaves its stock's chart (docs/product.md#stock-page-chart).
        void queryClient.invalidateQueries({ queryKey: trpc.chat.myCalls.pathKey() });
        track("chat_message_deleted", { room });
      },
    }),
  );

  return {
    reported,
    mutedIds,
    report: (id: number) => report.mutate({ id, reason: null }),
    mute: (userId: string, muted: boolean) => mute.mutate({ userId, muted }),
    remove: (id: number) => remove.mutateAsync({ id }),
  };
}

export type MessageActions = ReturnType<typeof useMessageActions>;
