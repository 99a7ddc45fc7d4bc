"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { LoadFailure } from "@/components/ui/load-failure";
import { useTRPC } from "@/lib/trpc/react";
import { useRecentRooms } from "../use-recent-rooms";
import { RoomListsSkeleton, RoomSection, RoomSectionNote } from "./room-section";
import { RoomTiles } from "./room-tiles";

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-brand-500";

/**
 * The room directory's lists: the busiest rooms of the last 24 hours, the rooms of the person's
 * watchlists, and the rooms recently opened on this device. One skeleton stands for all three
 * until the rooms have loaded: how tall the first two are depends on how many rooms they hold, and
 * lists that landed one by one would push the ones below them down the page.
 */
export function RoomLists() {
  const trpc = useTRPC();
  const rooms = useQuery({
    ...trpc.chat.rooms.queryOptions(),
    staleTime: 60_000,
    meta: { silentErrors: true },
  });
  const { recent } = useRecentRooms();
  if (rooms.isPending) return <RoomListsSkeleton />;

  return (
    <>
      <RoomSection id="trending-rooms" title="Trending now">
        {!rooms.data ? (
          <LoadFailure what="The busiest rooms" query={rooms} />
        ) : rooms.data.trending.length > 0 ? (
          <RoomTiles label="Busiest rooms in the last 24 hours" rooms={rooms.data.trending} />
        ) : (
          <RoomSectionNote>
            No room has had messages in the last 24 hours. Start one: open a stock&apos;s room and
            say hello.
          </RoomSectionNote>
        )}
      </RoomSection>

      <RoomSection id="watched-rooms" title="Your watchlist's rooms">
        {!rooms.data ? null : rooms.data.watched.length > 0 ? (
          <RoomTiles label="Rooms of your watched symbols" rooms={rooms.data.watched} />
        ) : (
          <RoomSectionNote>
            The rooms of the stocks on your watchlists show here.{" "}
            <Link href="/watchlists" className={linkClass}>
              Add stocks to a watchlist
            </Link>
          </RoomSectionNote>
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
    </>
  );
}
