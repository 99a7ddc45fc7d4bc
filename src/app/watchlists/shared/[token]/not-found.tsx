import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";

export const metadata: Metadata = {
  title: "Shared list not available",
  robots: { index: false, follow: false },
};

/** A link that never existed, was revoked, or whose list was deleted: one answer for all three, with a 404 status. */
export default function SharedWatchlistNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        This shared list is not available
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Its owner may have stopped sharing it or deleted it. Ask them for a new link, or start a
        list of your own.
      </p>
      <Link href="/watchlists" className={`mt-6 ${buttonClass()}`}>
        Your watchlists
      </Link>
    </div>
  );
}
