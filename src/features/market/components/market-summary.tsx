import { panelClass } from "@/components/ui/panel-class";
import { formatCount } from "@/lib/format/format-market-number";
import type { getMarketBreadth } from "../server/data";
import { SectorPerformance } from "./sector-performance";

type Breadth = Awaited<ReturnType<typeof getMarketBreadth>>;

const share = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

/**
 * The landing page's market summary (docs/product.md#screens), rendered on the server with the
 * page so nothing moves when it arrives: how many stocks rose and fell, as numbers and one bar, and
 * each sector's change. `source` says where the quotes come from and of when.
 */
export function MarketSummary({ breadth, source }: { breadth: Breadth; source: string }) {
  const { advancers, decliners, unchanged } = breadth;
  const total = advancers + decliners + unchanged;
  const width = (part: number) => `${total > 0 ? (part / total) * 100 : 0}%`;
  return (
    <section aria-labelledby="market-summary" className={`min-w-0 ${panelClass("md")}`}>
      <h2 id="market-summary" className="text-lg font-semibold">
        Market summary
      </h2>
      {total === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No quotes are stored yet.</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {advancers >= decliners ? "More stocks rose than fell" : "More stocks fell than rose"}:{" "}
            {share.format(advancers / total)} of {formatCount(total)} common stocks were up.
          </p>
          <div
            aria-hidden="true"
            className="mt-3 flex h-3 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
          >
            <div className="bg-gain" style={{ width: width(advancers) }} />
            <div className="bg-slate-300 dark:bg-slate-600" style={{ width: width(unchanged) }} />
            <div className="bg-loss" style={{ width: width(decliners) }} />
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Advancing</dt>
              <dd className="text-gain font-mono font-semibold tabular-nums">
                {formatCount(advancers)}
              </dd>
            </div>
            <div className="text-center">
              <dt className="text-slate-600 dark:text-slate-400">Unchanged</dt>
              <dd className="font-mono font-semibold tabular-nums">{formatCount(unchanged)}</dd>
            </div>
            <div className="text-right">
              <dt className="text-slate-600 dark:text-slate-400">Declining</dt>
              <dd className="text-loss font-mono font-semibold tabular-nums">
                {formatCount(decliners)}
              </dd>
            </div>
          </dl>
          <div className="mt-5">
            <SectorPerformance sectors={breadth.sectors} />
          </div>
        </>
      )}
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">{source}</p>
    </section>
  );
}
