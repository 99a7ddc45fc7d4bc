"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { LoadFailure } from "@/components/ui/load-failure";
import { SymbolSearch } from "@/features/market/components";
import { useTRPC } from "@/lib/trpc/react";
import { chatRoomHref, GENERAL_ROOM } from "../chat-room";
import { useRecentRooms } from "../use-recent-rooms";
import { RoomSection, RoomSectionNote, RoomTilesSkeleton } from "./room-section";
import { RoomTiles } from "./room-tiles";

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-brand-500";

/**
 * /chat (docs/product.md#chat): a field that opens any listed symbol's room, General, the busiest
 * rooms of the last 24 hours, the rooms of the person's watchlists, and the rooms recently opened
 * on this device.
 */
export function RoomDirectory() {
  const trpc = useTRPC();
  const router = useRouter();
  const rooms = useQuery({
    ...trpc.chat.rooms.queryOptions(),
    staleTime: 60_000,
    meta: { silentErrors: true },
  });
  const { recent } = useRecentRooms();

  return (
    <div className="space-y-8">
      <div className="grid gap-4 md:grid-cols-[1fr_20rem] md:items-start">
        <Link
          href={chatRoomHref(GENERAL_ROOM)}
          className="group from-brand-50 hover:border-brand-500 focus-visible:outline-brand-500 block rounded-xl border border-slate-200 bg-gradient-to-br to-white p-5 focus-visible:outline-2 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950"
        >
          <span className="text-lg font-semibold text-slate-900 group-hover:underline dark:text-white">
            # General
          </span>
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            The market as a whole: macro, earnings season, what everyone is watching.
          </span>
        </Link>
        <div className="space-y-1.5">
          <p aria-hidden="true" className="text-sm font-semibold">
            Open a stock&apos;s room
          </p>
          <SymbolSearch
            label="Open a stock's room"
            placeholder="Symbol or company"
            onSelect={(choice) => router.push(chatRoomHref(choice.symbol))}
          />
        </div>
      </div>

      <RoomSection id="trending-rooms" title="Trending now">
        {rooms.data ? (
          rooms.data.trending.length > 0 ? (
            <RoomTiles label="Busiest rooms in the last 24 hours" rooms={rooms.data.trending} />
          ) : (
            <RoomSectionNote>
              No room has had messages in the last 24 hours. Start one: open a stock&apos;s room and
              say hello.
            </RoomSectionNote>
          )
        ) : rooms.isError ? (
          <LoadFailure what="The busiest rooms" query={rooms} />
        ) : (
          <RoomTilesSkeleton />
        )}
      </RoomSection>

      <RoomSection id="watched-rooms" title="Your watchlist's rooms">
        {rooms.data ? (
          rooms.data.watched.length > 0 ? (
            <RoomTiles label="Rooms of your watched symbols" rooms={rooms.data.watched} />
          ) : (
            <RoomSectionNote>
              The rooms of the stocks on your watchlists show here.{" "}
              <Link href="/watchlists" className={linkClass}>
                Add stocks to a watchlist
              </Link>
            </RoomSectionNote>
          )
        ) : rooms.isError ? null : (
          <RoomTilesSkeleton count={2} />
        )}
      </RoomSection>

      <RoomSection id="recent-rooms" title="Recently visited">
        {recent.length > 0 ? (
          <RoomTiles
            label="Rooms you opened recently on this device"
            rooms={recent.map((room) => ({ room }))}
          />
        ) : (
          <RoomSectionNote>The rooms you open show here, on this device.</RoomSectionNote>
        )}
      </RoomSection>
    </div>
  );
}
