import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";

export const metadata: Metadata = { title: "No such chat room" };

/** What /chat/ZZZZ answers, with a 404 status: rooms are General and the listed symbols. */
export default function ChatRoomNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <p className="text-brand-700 dark:text-brand-500 text-sm font-semibold">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        There is no chat room by that name
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Rooms are General and one for each stock listed on NASDAQ, NYSE and AMEX, named by its
        symbol, such as $AAPL.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href="/chat" className={buttonClass()}>
          Find a room
        </Link>
        <Link href="/chat/general" className={buttonClass({ variant: "secondary" })}>
          Go to General
        </Link>
      </div>
    </div>
  );
}
