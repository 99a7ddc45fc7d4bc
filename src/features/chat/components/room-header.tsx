import Link from "next/link";
import { PriceQuote } from "@/features/market/components";
import { roomTitle } from "../chat-room";

export type RoomSecurity = {
  symbol: string;
  name: string;
  lastPrice: number | null;
  change: number | null;
  changePct: number | null;
};

/** A room page's heading: `$AAPL` with the company and its price, or General with what it is for. */
export function RoomHeader({ room, security }: { room: string; security: RoomSecurity | null }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div className="min-w-0">
        <p className="text-sm">
          <Link
            href="/chat"
            className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
          >
            ← All rooms
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
          {roomTitle(room)}
          {security && " "}
          {security && (
            <span className="text-lg font-normal text-slate-600 sm:text-xl dark:text-slate-400">
              {security.name}
            </span>
          )}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {security ? (
            <>
              Talk about {security.symbol}.{" "}
              <Link
                href={`/stocks/${encodeURIComponent(security.symbol)}`}
                className="text-brand-700 dark:text-brand-500 font-semibold hover:underline"
              >
                Chart and figures
              </Link>
            </>
          ) : (
            "Talk about the market as a whole. Name a stock with $TICKER to link its room."
          )}
        </p>
      </div>
      {security && <PriceQuote quote={security} />}
    </header>
  );
}
