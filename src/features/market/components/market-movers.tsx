import Link from "next/link";
import { IntentPrefetchLink } from "@/components/ui/intent-prefetch-link";
import { panelClass } from "@/components/ui/panel-class";
import { cleanCompanyName } from "@/lib/format/clean-company-name";
import type { getMarketMovers } from "../server/data";
import { LiveFigure } from "./live-figure";

type Movers = Awaited<ReturnType<typeof getMarketMovers>>;

const lists = [
  { key: "gainers", title: "Top gainers", preset: "top-gainers", stat: "changePct" },
  { key: "losers", title: "Top losers", preset: "top-losers", stat: "changePct" },
  { key: "active", title: "Most active", preset: "most-active", stat: "volume" },
] as const;

/** Three short lists of the day's movers, each opening its screener preset. Server-rendered, fixed size. */
export function MarketMovers({ movers }: { movers: Movers }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {lists.map((list) => (
        <section
          key={list.key}
          aria-labelledby={`movers-${list.key}`}
          className={`min-w-0 ${panelClass("sm")}`}
        >
          <div className="flex items-center justify-between">
            <h3 id={`movers-${list.key}`} className="font-semibold">
              {list.title}
            </h3>
            <Link
              href={`/screener?preset=${list.preset}`}
              className="text-brand-700 dark:text-brand-500 text-xs font-semibold hover:underline"
            >
              Open in screener →
            </Link>
          </div>
          <ol className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {movers[list.key].map((row) => (
              <li key={row.symbol} className="flex h-10 items-center justify-between gap-3">
                {/* On intent: in view, each row's stock page was a server render for every visit to this page (docs/decisions.md#navigation). */}
                <IntentPrefetchLink
                  href={`/stocks/${encodeURIComponent(row.symbol)}`}
                  className="flex min-w-0 flex-1 items-baseline gap-2"
                >
                  <span className="text-brand-700 dark:text-brand-500 shrink-0 font-semibold">
                    {row.symbol}
                  </span>
                  <span className="truncate text-slate-600 dark:text-slate-400">
                    {cleanCompanyName(row.name)}
                  </span>
                </IntentPrefetchLink>
                <span className="shrink-0 font-mono tabular-nums">
                  <LiveFigure symbol={row.symbol} figure="price" initial={row.price} />{" "}
                  {list.stat === "volume" ? (
                    <LiveFigure
                      symbol={row.symbol}
                      figure="volume"
                      initial={row.volume}
                      className="text-slate-600 dark:text-slate-400"
                    />
                  ) : (
                    <LiveFigure symbol={row.symbol} figure="changePct" initial={row.changePct} />
                  )}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
