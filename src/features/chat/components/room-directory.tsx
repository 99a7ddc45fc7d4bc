"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { SymbolSearch } from "@/features/market/components";
import { chatRoomHref, GENERAL_ROOM } from "../chat-room";
import { RoomLists } from "./room-lists";

/**
 * /chat (docs/product.md#chat): a field that opens any listed symbol's room, General, the busiest
 * rooms of the last 24 hours, the rooms of the person's watchlists, and the rooms recently opened
 * on this device.
 */
export function RoomDirectory() {
  const router = useRouter();

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

      <RoomLists />
    </div>
  );
}
