import { formatPercent, toneOf } from "@/lib/format/format-market-number";
import type { getMarketBreadth } from "../server/data";

type Sectors = Awaited<ReturnType<typeof getMarketBreadth>>["sectors"];

/**
 * Each sector's change weighted by market cap, best first, as a table (its caption names it) with a
 * bar either side of zero; the numbers are text, so the bars only repeat them.
 */
export function SectorPerformance({ sectors }: { sectors: Sectors }) {
  if (sectors.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No sector figures in the stored quotes.
      </p>
    );
  const widest = Math.max(...sectors.map((row) => Math.abs(row.changePct)), 0.01);
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="mb-2 text-left text-sm font-semibold">
        Sectors, weighted by market cap
      </caption>
      <colgroup>
        <col className="w-[55%] sm:w-[45%]" />
        <col />
        <col className="w-[4.5rem]" />
      </colgroup>
      <thead className="sr-only">
        <tr>
          <th scope="col">Sector</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {sectors.map((row) => {
          const share = `${(Math.abs(row.changePct) / widest) * 50}%`;
          return (
            <tr key={row.sector} className="h-7">
              <th
                scope="row"
                className="truncate pr-2 text-left font-normal text-slate-700 dark:text-slate-300"
                title={row.sector}
              >
                {row.sector}
              </th>
              <td className="pr-2" aria-hidden="true">
                <div className="relative h-2.5 rounded-sm bg-slate-100 dark:bg-slate-800">
                  <div className="absolute inset-y-0 left-1/2 w-px bg-slate-400 dark:bg-slate-500" />
                  <div
                    className={`absolute inset-y-0 rounded-sm ${row.changePct >= 0 ? "bg-gain left-1/2" : "bg-loss right-1/2"}`}
                    style={{ width: share }}
                  />
                </div>
              </td>
              <td className={`text-right font-mono tabular-nums ${toneOf(row.changePct)}`}>
                {formatPercent(row.changePct)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
