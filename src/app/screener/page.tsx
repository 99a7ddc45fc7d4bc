import type { Metadata } from "next";
import { Suspense } from "react";
import { env } from "@/env";
import { describeMarketData } from "@/features/market/describe-market-data";
import { getMarketDataSummary } from "@/features/market/server/data";
import { Screener } from "@/features/screener/components/screener";
import { getFirstScreen } from "@/features/screener/server/get-first-screen";
import { getReadDb } from "@/server/db/get-database";

export const metadata: Metadata = { title: "Stock screener" };
// Market data is read at request time, never at build time: the build machine has no database.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The first page of results, read while the page's heading and data source are already on screen. */
async function FirstScreen({ searchParams }: Props) {
  return <Screener firstScreen={await getFirstScreen(getReadDb(), await searchParams)} />;
}

export default async function ScreenerPage({ searchParams }: Props) {
  const status = await getMarketDataSummary(getReadDb());
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Stock screener</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {describeMarketData({ ...status, alpacaFeed: env.ALPACA_FEED })}
      </p>
      {/* The screener streams in after the page's heading, with its first page read meanwhile;
          until it does, this keeps the footer below the window, so nothing on screen moves when it
          arrives (docs/product.md#screener). */}
      <div className="mt-3 min-h-dvh">
        <Suspense>
          <FirstScreen searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  );
}
