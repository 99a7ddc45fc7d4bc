import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { chatRoomHref, GENERAL_ROOM, parseRoomName, roomTitle } from "@/features/chat/chat-room";
import { ChatRoom } from "@/features/chat/components/chat-room";
import { RoomHeader } from "@/features/chat/components/room-header";
import { RoomVisit } from "@/features/chat/components/room-visit";
import { isOpenRoom } from "@/features/chat/server/data";
import { getSecurity } from "@/features/market/server/data";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import { getDb } from "@/server/db/get-database";

type Props = { params: Promise<{ room: string }> };

/** The room the address names, in its one spelling (`/chat/brk-b` → `/chat/BRK.B`), with its stock; 404 for no such room. */
async function load(params: Props["params"]) {
  let raw: string;
  try {
    raw = decodeURIComponent((await params).room);
  } catch {
    notFound(); // a malformed escape names no room
  }
  const room = parseRoomName(raw);
  if (!room) notFound();
  if (room !== raw) permanentRedirect(chatRoomHref(room));
  const db = getDb();
  if (!(await isOpenRoom(db, room))) notFound();
  const security = room === GENERAL_ROOM ? null : await getSecurity(db, room);
  if (room !== GENERAL_ROOM && !security) notFound();
  return {
    room,
    security: security && {
      symbol: security.symbol,
      name: cleanCompanyName(security.name),
      lastPrice: security.lastPrice,
      change: security.change,
      changePct: security.changePct,
    },
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Thrown here, an unknown room's notFound() gives the segment's not-found page its own title.
  const { room, security } = await load(params);
  return { title: security ? `${roomTitle(room)} chat — ${security.name}` : "General chat" };
}

export default async function ChatRoomPage({ params }: Props) {
  const { room, security } = await load(params);
  return (
    // The viewport below the sticky site header (h-14 and its border), so the composer stays in view
    // at its foot and the list scrolls instead of the page; the floor keeps a short window's list
    // readable. The whole height from the start: a room sized to its messages grew with each one that
    // arrived, moving the composer down under the person typing (0.03 of layout shift a message).
    <div className="mx-auto flex h-[calc(100dvh-3.5rem-1px)] min-h-[32rem] max-w-4xl flex-col gap-4 px-4 py-4 sm:px-6 sm:py-6">
      <RoomHeader room={room} security={security} />
      <RoomVisit room={room} />
      {/* A new room is a new list: nothing of the last room's scroll or stream carries over. */}
      <ChatRoom key={room} room={room} />
    </div>
  );
}
