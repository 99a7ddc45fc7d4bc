import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { Suspense } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { env } from "@/env";
import { readSession } from "@/features/auth/server/read-session";
import { MapScopePicker } from "@/features/map/components/map-scope-picker";
import { MarketMap } from "@/features/map/components/market-map";
import { describeMapScope } from "@/features/map/describe-map-scope";
import { readMapParams } from "@/features/map/map-params";
import { getMarketMap } from "@/features/map/server/get-market-map";
import { listMapScopes } from "@/features/map/server/list-map-scopes";
import { describeMarketData } from "@/features/market/describe-market-data";
import { getMarketDataSummary } from "@/features/market/server/data";
import { getDb, getReadDb } from "@/server/db/get-database";

export const metadata: Metadata = { title: "Market map" };
// Market data is read at request time, never at build time: the build machine has no database.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The market map (docs/product.md#market-map), drawn by the server so it paints before any script. */
export default async function MapPage({ searchParams }: Props) {
  const params = readMapParams(await searchParams);
  const db = getDb();
  const session = await readSession(db, await headers());
  const userId = session?.user.id ?? null;
  const [map, scopes, status] = await Promise.all([
    getMarketMap(db, userId, {
      window: params.window,
      ...(params.watchlist ? { watchlist: params.watchlist } : {}),
      ...(params.screen ? { screen: params.screen } : {}),
    }),
    userId ? listMapScopes(db, userId) : null,
    getMarketDataSummary(getReadDb()),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Market map</h1>
          {/* A phone opening a sector wants its map in view; the sentence is the whole map's anyway. */}
          {map && (
            <p className={`mt-1 max-w-3xl text-sm ${params.sector ? "hidden sm:block" : ""}`}>
              {describeMapScope(map, params.window)}
            </p>
          )}
          <p className="mt-1 max-w-3xl text-xs text-slate-600 dark:text-slate-400">
            {describeMarketData({ ...status, alpacaFeed: env.ALPACA_FEED })}
          </p>
        </div>
        {scopes && <MapScopePicker scopes={scopes} params={params} />}
      </div>
      <div className="mt-4">
        {!map ? (
          <EmptyState>
            {params.watchlist ? "This watchlist" : "This saved screen"} is not one of yours, or no
            longer exists.{" "}
            <Link
              href="/map"
              className="text-brand-700 dark:text-brand-500 font-semibold underline"
            >
              Open the market&apos;s map
            </Link>
          </EmptyState>
        ) : map.scope.kind === "watchlist" && map.tiles.length === 0 && map.leftOut === 0 ? (
          <EmptyState>
            “{map.scope.name}” has no symbols yet.{" "}
            <Link
              href={`/watchlists?list=${map.scope.id}`}
              className="text-brand-700 dark:text-brand-500 font-semibold underline"
            >
              Add some to the list
            </Link>
          </EmptyState>
        ) : (
          // A boundary of its own: React hydrates it in slices after the page's frame, so the map's
          // 500 tiles never make one long task (docs/product.md#market-map).
          // @see https://github.com/reactwg/react-18/discussions/130
          <Suspense>
            <MarketMap initial={map} params={params} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
