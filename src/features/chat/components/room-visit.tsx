"use client";

import { useEffect } from "react";
import { track } from "@/lib/analytics/track";
import { useRecentRooms } from "../use-recent-rooms";

/** Records a visit to a room's page: the analytics event, and the room at the top of this device's recent rooms. */
export function RoomVisit({ room }: { room: string }) {
  const { remember } = useRecentRooms();
  useEffect(() => {
    track("chat_room_opened", { room });
    remember(room);
  }, [room, remember]);
  return null;
}
