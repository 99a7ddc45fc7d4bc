import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { PriceChart } from "@/features/market/components/price-chart";
import { StockFigures } from "@/features/market/components/stock-figures";
import { formatPercent, formatPrice, formatSigned, toneOf } from "@/features/market/format-market-number";
import { normalizeSymbol } from "@/features/market/normalize-symbol";
import { getSecurity } from "@/features/market/server/data";
import { describeMarketData } from "@/features/market/describe-market-data";
import { getDb } from "@/server/db/get-database";
import { buttonClass } from "@/components/ui/button-class";
import { panelClass } from "@/components/ui/panel-class";

type Props = { params: Promise<{ symbol: string }> };

async function load(params: Props["params"]) {
  const raw = decodeURIComponent((await params).symbol);
  const symbol = normalizeSymbol(raw);
  if (!symbol) notFound();
  if (symbol !== raw) permanentRedirect(`/stocks/${encodeURIComponent(symbol)}`); // one URL per stock: BRK-B → BRK.B
  const security = await getSecurity(getDb(), symbol);
  if (!security) notFound();
  return security;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const security = await load(params);
  return { title: `${security.symbol} — ${security.name}` };
}

export default async function StockPage({ params }: Props) {
  const security = await load(params);
  const context = [security.sector, security.industry, security.country].filter(Boolean).join(" · ");
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {security.symbol} <span className="font-normal text-slate-500 dark:text-slate-400">{security.name}</span>
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {context || "No sector information"}
            {security.securityType !== "common" && ` · ${security.securityType}`}
          </p>
        </div>
        <div className="text-right">
          <p className="font-mono text-3xl font-semibold tabular-nums">{formatPrice(security.lastPrice)}</p>
          <p className={`font-mono text-sm tabular-nums ${toneOf(security.changePct)}`}>
            {security.change !== null && `${formatSigned(security.change)} `}({formatPercent(security.changePct)})
          </p>
        </div>
      </header>
      <div className="flex flex-wrap gap-3">
        <Link href="/watchlists" className={buttonClass({ variant: "secondary", size: "sm" })}>
          + Add to watchlist
        </Link>
        <Link href="/chat" className={buttonClass({ variant: "secondary", size: "sm" })}>
          ${security.symbol} chat room
        </Link>
        <Link href="/screener" className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500">
          ← Back to the screener
        </Link>
      </div>
      <PriceChart symbol={security.symbol} />
      <section aria-label="Key figures and technicals" className={panelClass("sm")}>
        <StockFigures security={security} />
      </section>
      <p className="text-xs text-slate-500 dark:text-slate-400">{describeMarketData({ total: 1, live: security.source === "snapshot" ? 0 : 1, asOf: security.asOf })}</p>
    </div>
  );
}
