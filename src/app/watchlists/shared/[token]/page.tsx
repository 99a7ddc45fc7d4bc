import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { describeQuotesTime } from "@/features/market/describe-quotes-time";
import { getMarketDataSummary } from "@/features/market/server/data";
import { CopySharedList } from "@/features/watchlist/components/copy-shared-list";
import { DaySummary } from "@/features/watchlist/components/day-summary";
import { WatchlistTable } from "@/features/watchlist/components/watchlist-table";
import { getSharedWatchlist } from "@/features/watchlist/server/data";
import { summarizeDay } from "@/features/watchlist/summarize-day";
import { shareToken } from "@/features/watchlist/watchlist-inputs";
import { getDb } from "@/server/db/get-database";

type Props = { params: Promise<{ token: string }> };

async function load(params: Props["params"]) {
  const token = shareToken.safeParse((await params).token);
  const list = token.success ? await getSharedWatchlist(getDb(), token.data) : null;
  if (!list) notFound();
  return { token: token.data!, list };
}

/**
 * Never indexed, and the address (its token) is not sent on as a referrer to the pages it links to:
 * the link is for whoever its owner gave it to (docs/product.md#watchlists, "Sharing").
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { list } = await load(params);
  return {
    title: `${list.name} — a shared watchlist`,
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

export default async function SharedWatchlistPage({ params }: Props) {
  const [{ token, list }, quotes] = await Promise.all([
    load(params),
    getMarketDataSummary(getDb()),
  ]);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-brand-700 dark:text-brand-300 text-sm font-semibold">
            Shared watchlist · read-only
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{list.name}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {/* The quotes' own time, never "today" for a close of 2021 (docs/live-market.md#correct-data-everywhere). */}
            {list.rows.length} {list.rows.length === 1 ? "symbol" : "symbols"} · Quotes:{" "}
            {describeQuotesTime(quotes)}
          </p>
        </div>
        <CopySharedList token={token} />
      </header>
      {list.rows.length === 0 ? (
        <EmptyState>This list has no symbols yet.</EmptyState>
      ) : (
        <>
          <DaySummary summary={summarizeDay(list.rows)} />
          <WatchlistTable name={list.name} rows={list.rows} />
        </>
      )}
    </div>
  );
}
