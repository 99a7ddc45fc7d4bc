import Link from "next/link";
import { formatCount } from "@/lib/format/format-market-number";
import { chatRoomHref, roomTitle } from "../chat-room";

/** Rooms as a grid of links: the room's name, and its messages in the last 24 hours where known. */
export function RoomTiles({
  rooms,
  label,
}: {
  rooms: { room: string; messages?: number }[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {rooms.map(({ room, messages }) => (
        <li key={room}>
          <Link
            href={chatRoomHref(room)}
            className="hover:border-brand-500 focus-visible:outline-brand-500 flex min-h-11 flex-col justify-center rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 dark:border-slate-800 dark:hover:bg-slate-900"
          >
            <span className="truncate font-mono text-sm font-semibold text-slate-900 dark:text-white">
              {roomTitle(room)}
            </span>
            {messages !== undefined && (
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {messages === 0
                  ? "Quiet today"
                  : `${formatCount(messages)} ${messages === 1 ? "message" : "messages"} in 24 h`}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
