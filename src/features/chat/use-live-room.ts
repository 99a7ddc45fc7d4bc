"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTRPC, useTRPCClient } from "@/lib/trpc/react";
import type { ChatMessageView, ChatStreamEvent, HistoryPages } from "./chat-views";
import { mergeChatEvents } from "./merge-chat-events";
import { type FeedStatus, openRoomFeed } from "./open-room-feed";
import { useCoalescedRefresh } from "./use-coalesced-refresh";

/** A tab out of sight this long lets its stream go; it reopens from the cursor when seen again. */
const HIDDEN_MS = 5 * 60_000;

/**
 * Keeps a room's cached history current once its first page is there: the events of the stream
 * (or of the polling) are merged into the pages by message id. `loadOlder` fetches the next older
 * page and then applies again what arrived meanwhile, since the page is added to the pages as they
 * were when its fetch began. `upsert` puts a write's own answer in at once. Events but edits
 * change the room's counts, so they refresh its stats too (no reload, docs/product.md#chat).
 * `caughtUp` turns true once the feed has brought the history up to now.
 */
export function useLiveRoom(
  room: string,
  { ready, fetchNextPage }: { ready: boolean; fetchNextPage: () => Promise<unknown> },
) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const key = trpc.chat.history.infiniteQueryKey({ room });
  const [status, setStatus] = useState<FeedStatus>("connecting");
  /** Whether the feed has applied everything up to now once (openRoomFeed's `onCaughtUp`). */
  const [caughtUp, setCaughtUp] = useState(false);
  /** The events applied so far: how many, and the latest few hundred. */
  const log = useRef<{ total: number; recent: ChatStreamEvent[] }>({ total: 0, recent: [] });

  const statsKey = trpc.chat.stats.queryKey({ room });
  const refreshStats = useCoalescedRefresh(
    useCallback(
      () => queryClient.invalidateQueries({ queryKey: statsKey, exact: true }),
      [queryClient, statsKey],
    ),
  );

  const read = useCallback(() => queryClient.getQueryData<HistoryPages>(key), [queryClient, key]);
  const merge = useCallback(
    (events: ChatStreamEvent[]) =>
      queryClient.setQueryData<HistoryPages>(key, (data) => data && mergeChatEvents(data, events)),
    [queryClient, key],
  );

  useEffect(() => {
    if (!ready) return;
    const cursor = () => read()?.pages[0]?.seq ?? 0;
    const start = () =>
      openRoomFeed({
        room,
        cursor,
        onEvents: (events) => {
          const fresh = events.filter((event) => event.seq > cursor());
          if (fresh.length === 0) return;
          log.current = {
            total: log.current.total + fresh.length,
            recent: [...log.current.recent, ...fresh].slice(-500),
          };
          merge(fresh);
          if (fresh.some((event) => event.kind !== "edited")) refreshStats();
        },
        onReset: async () => {
          // Too far behind to catch up: start again from the newest page.
          queryClient.setQueryData<HistoryPages>(
            key,
            (data) =>
              data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
          );
          await queryClient.refetchQueries({ queryKey: key, exact: true }, { throwOnError: true });
        },
        poll: (after) => client.chat.events.query({ room, after }),
        onStatus: setStatus,
        onCaughtUp: () => setCaughtUp(true),
      });
    let stop: (() => void) | null = start();
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === "hidden") {
        hiddenTimer = setTimeout(() => {
          stop?.();
          stop = null;
        }, HIDDEN_MS);
      } else if (!stop) stop = start();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      clearTimeout(hiddenTimer);
      stop?.();
    };
  }, [room, ready, read, merge, queryClient, key, client, refreshStats]);

  const loadOlder = useCallback(async () => {
    const mark = log.current.total;
    await fetchNextPage();
    // The events applied while the page was on its way, again: merging is idempotent.
    const missed = log.current.total - mark;
    if (missed > 0) merge(log.current.recent.slice(-missed));
  }, [fetchNextPage, merge]);

  /** A write's own answer, shown before the stream brings it (seq 0 leaves the cursor alone). */
  const upsert = useCallback(
    (message: ChatMessageView) => merge([{ seq: 0, kind: "edited", message }]),
    [merge],
  );

  return { status, caughtUp, loadOlder, upsert };
}
