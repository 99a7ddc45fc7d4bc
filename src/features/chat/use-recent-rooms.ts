"use client";

import { createRecentList } from "@/lib/session/create-recent-list";

/** docs/product.md#chat: the rooms last opened on this device, newest first, kept per person. */
export const useRecentRooms = createRecentList<string>({
  name: "marketdesk-recent-rooms",
  keep: 8,
  isItem: (value): value is string => typeof value === "string",
  same: (a, b) => a === b,
});
