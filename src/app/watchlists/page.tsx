import type { Metadata } from "next";
import { Suspense } from "react";
import { LoadingBlock } from "@/components/ui/loading-block";
import { WatchlistsScreen } from "@/features/watchlist/components/watchlists-screen";

export const metadata: Metadata = { title: "Watchlists" };

export default function WatchlistsPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Watchlists</h1>
      {/* The open list is read from the address (useSearchParams), which waits for the browser. */}
      <Suspense fallback={<LoadingBlock label="Loading your lists" height="h-80" />}>
        <WatchlistsScreen />
      </Suspense>
    </div>
  );
}
