"use client";

import { useState } from "react";
import { LoadFailure } from "@/components/ui/load-failure";
import { isRegistered } from "@/lib/session/identity";
import { useAppSession } from "@/lib/session/session-context";
import type { ChatMessageView } from "../chat-views";
import { useChatHistory } from "../use-chat-history";
import { useHistoryShown } from "../use-history-shown";
import { useLiveRoom } from "../use-live-room";
import { useMessageActions } from "../use-message-actions";
import { usePostingStatus } from "../use-posting-status";
import { ChatRoomProvider } from "./chat-room-context";
import { MessageList } from "./message-list";
import { MessageListSkeleton } from "./message-list-skeleton";
import { PostingGate } from "./posting-gate";
import { RoomStats } from "./room-stats";

/**
 * The room's box and the list's height. A room's own page: the box is a column its page fits to the
 * viewport (src/app/chat/[room]/page.tsx), the list as tall as its messages and scrolling once the
 * composer would leave the screen, so a few messages sit right above the composer. A stock page: a
 * panel of fixed height.
 */
const sizes = {
  page: {
    box: "flex min-h-0 flex-1 flex-col",
    list: "min-h-0 flex-1",
    placeholder: "min-h-0 flex-1",
  },
  panel: { box: "", list: "h-[26rem]", placeholder: "h-[26rem]" },
};

/**
 * A chat room (docs/product.md#chat): its sentiment and volume, its messages kept live, and the
 * composer, or why the reader cannot post. Used by /chat/[room] and by each stock page.
 */
export function ChatRoom({ room, size = "page" }: { room: string; size?: keyof typeof sizes }) {
  const { identity } = useAppSession();
  const registered = isRegistered(identity);
  const history = useChatHistory(room);
  const live = useLiveRoom(room, {
    ready: history.data !== undefined,
    fetchNextPage: history.fetchNextPage,
  });
  const actions = useMessageActions(room, { registered, upsert: live.upsert });
  const canPost = usePostingStatus().data?.canPost === true;
  const [replyTo, setReplyTo] = useState<ChatMessageView | null>(null);
  const shown = useHistoryShown(history, live.caughtUp);
  const messages = (history.data?.pages.flatMap((page) => page.messages) ?? []).reverse();
  const { box, list, placeholder } = sizes[size];

  return (
    <ChatRoomProvider
      value={{
        ...actions,
        room,
        viewer: { id: identity.id, registered, isAdmin: identity.type === "admin", canPost },
        reply: canPost ? setReplyTo : null,
        upsert: live.upsert,
      }}
    >
      <div
        className={`overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800 ${box}`}
      >
        <RoomStats room={room} status={live.status} />
        {shown ? (
          <MessageList
            room={room}
            messages={messages}
            hasOlder={history.hasNextPage}
            loadingOlder={history.isFetchingNextPage}
            loadOlder={() => void live.loadOlder()}
            heightClass={list}
          />
        ) : history.isError ? (
          <div className={`flex items-center px-4 ${placeholder}`}>
            <LoadFailure what="This room's messages" query={history} />
          </div>
        ) : (
          <MessageListSkeleton heightClass={placeholder} />
        )}
        <PostingGate
          // Arriving before the list, the composer would move as the list replaced the
          // placeholder above it.
          held={!shown && !history.isError}
          room={room}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSent={live.upsert}
        />
      </div>
    </ChatRoomProvider>
  );
}
