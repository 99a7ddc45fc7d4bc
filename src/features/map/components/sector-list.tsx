import Link from "next/link";
import { formatCompact, formatPercent, toneOf } from "@/lib/format/format-market-number";
import type { SectorSummary } from "../summarize-sectors";

type Props = {
  sectors: readonly SectorSummary[];
  href: (sector: string) => string;
  /** The sector of the company the search found, marked in the list. */
  found: string | null;
  className?: string;
};

/**
 * The map on a phone (docs/product.md#market-map): each sector, biggest first, with its change
 * weighted by market cap, opening into its own map, which a narrow screen can draw legibly.
 */
export function SectorList({ sectors, href, found, className = "" }: Props) {
  return (
    <ul
      aria-label="Sectors"
      className={`divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800 ${className}`}
    >
      {sectors.map((row) => (
        <li key={row.sector}>
          <Link
            href={href(row.sector)}
            className={`focus-visible:outline-brand-500 flex min-h-12 items-center justify-between gap-3 px-4 py-2 focus-visible:outline-2 ${found === row.sector ? "bg-yellow-50 dark:bg-yellow-950" : ""}`}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{row.sector}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {row.companies} {row.companies === 1 ? "company" : "companies"} ·{" "}
                {formatCompact(row.marketCap, "$")}
              </span>
            </span>
            <span className={`shrink-0 font-mono tabular-nums ${toneOf(row.changePct)}`}>
              {formatPercent(row.changePct)} ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
