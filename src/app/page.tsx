import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { env } from "@/env";
import { MiniMap } from "@/features/map/components/mini-map";
import { getMarketMap } from "@/features/map/server/get-market-map";
import { MarketMovers } from "@/features/market/components/market-movers";
import { MarketSummary } from "@/features/market/components/market-summary";
import { describeMarketData } from "@/features/market/describe-market-data";
import {
  getMarketBreadth,
  getMarketDataSummary,
  getMarketMovers,
} from "@/features/market/server/data";
import { availableAreas, upcomingAreas } from "@/features/shell/landing-areas";
import { getReadDb } from "@/server/db/get-database";

/** Companies on the landing's map: enough to read as the market, few enough to weigh nothing. */
const LANDING_MAP_TILES = 100;

// Market data is read at request time, never at build time: the build machine has no database.
export const dynamic = "force-dynamic";

/** The landing page (docs/product.md#screens): what Marketdesk does today, the market at a glance, and what is coming. */
export default async function HomePage() {
  const [movers, breadth, status, map] = await Promise.all([
    getMarketMovers(getReadDb()),
    getMarketBreadth(getReadDb()),
    getMarketDataSummary(getReadDb()),
    // The landing's glance at the map: its hundred largest companies (docs/product.md#market-map).
    getMarketMap(getReadDb(), null, { window: "day" }, LANDING_MAP_TILES),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <section className="lg:pt-6">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Screen thousands of US stocks in seconds.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Marketdesk is a fast stock screener with a page for every stock, built for people who
            invest their own money. Free to start, no card needed.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/screener" className={`shadow-sm ${buttonClass({ size: "lg" })}`}>
              Open the screener
            </Link>
            <Link href="/register" className={buttonClass({ variant: "secondary", size: "lg" })}>
              Create a free account
            </Link>
          </div>
        </section>
        <MarketSummary
          breadth={breadth}
          source={describeMarketData({ ...status, alpacaFeed: env.ALPACA_FEED })}
        />
      </div>
      <section aria-labelledby="movers" className="pb-12">
        <h2 id="movers" className="mb-4 text-xl font-semibold">
          Market movers
        </h2>
        <MarketMovers movers={movers} />
      </section>
      {map && map.tiles.length > 0 && (
        <section aria-labelledby="market-map" className="pb-12">
          <div className="mb-4 flex items-baseline justify-between gap-3">
            <h2 id="market-map" className="text-xl font-semibold">
              Market map
            </h2>
            <Link
              href="/map"
              className="text-brand-700 dark:text-brand-500 text-sm font-semibold hover:underline"
            >
              Open the map →
            </Link>
          </div>
          <MiniMap map={map} />
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            The {map.tiles.length} largest US companies, sized by market cap, coloured by the
            day&apos;s change. {status.simulatedDay ? "Simulated market." : null}
          </p>
        </section>
      )}
      <section aria-labelledby="areas" className="pb-10">
        <h2 id="areas" className="mb-4 text-xl font-semibold">
          What you can do today
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {availableAreas.map((area) => (
            <Link
              key={area.href}
              href={area.href}
              className="group hover:border-brand-500 focus-visible:outline-brand-500 dark:hover:border-brand-500 rounded-xl border border-slate-200 p-6 focus-visible:outline-2 dark:border-slate-800"
            >
              <h3 className="group-hover:text-brand-700 dark:group-hover:text-brand-500 font-semibold">
                {area.title} →
              </h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{area.text}</p>
            </Link>
          ))}
        </div>
      </section>
      {/* Nothing is announced while nothing is in development. */}
      {upcomingAreas.length > 0 && (
        <section aria-labelledby="coming" className="pb-16">
          <h2 id="coming" className="mb-4 text-xl font-semibold">
            Coming soon
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {upcomingAreas.map((area) => (
              <li
                key={area.title}
                className="rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700"
              >
                <p className="font-medium">{area.title}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{area.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
