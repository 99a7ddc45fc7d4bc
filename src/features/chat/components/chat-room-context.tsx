"use client";

import { createContext, useContext } from "react";
import type { ChatMessageView } from "../chat-views";
import type { MessageActions } from "../use-message-actions";

/** Who is reading: what the messages offer them depends on it. */
export type ChatViewer = { id: string; registered: boolean; isAdmin: boolean; canPost: boolean };

export type ChatRoomState = MessageActions & {
  room: string;
  viewer: ChatViewer;
  /** Quotes a message into the composer. Null where the reader cannot post. */
  reply: ((message: ChatMessageView) => void) | null;
  upsert: (message: ChatMessageView) => void;
};

const ChatRoomContext = createContext<ChatRoomState | null>(null);

export const ChatRoomProvider = ChatRoomContext.Provider;

/** The room a message is shown in, with what its reader may do there. */
export function useChatRoom(): ChatRoomState {
  const state = useContext(ChatRoomContext);
  if (!state) throw new Error("useChatRoom must be used inside <ChatRoomProvider>");
  return state;
}
