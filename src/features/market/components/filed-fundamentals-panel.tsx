import type { ReactNode } from "react";
import { panelClass } from "@/components/ui/panel-class";
import { formatBarDate } from "@/lib/format/format-bar-date";
import {
  formatCompact,
  formatPercent,
  formatPrice,
  formatSigned,
} from "@/lib/format/format-market-number";
import type { FiledFigure } from "../edgar/read-facts";
import type { getCompanyFundamentals } from "../server/data/fundamentals";
import { FigureRow } from "./figure-row";
import type { SecurityRow } from "./stock-figures";

type Filed = Awaited<ReturnType<typeof getCompanyFundamentals>>;

const ratio = (value: number | null) => (value === null ? "—" : value.toFixed(2));
const money = (figure: FiledFigure | null) => formatCompact(figure?.value ?? null, "$");

/** A figure and, below it, the fiscal period it covers and when it was filed. */
function Dated({ figure, children }: { figure: FiledFigure | null; children: ReactNode }) {
  return (
    <>
      {children}
      {figure && (
        <span className="block font-sans text-xs text-slate-600 dark:text-slate-400">
          to {formatBarDate(figure.periodEnd)} · filed {formatBarDate(figure.filed)}
        </span>
      )}
    </>
  );
}

/** Why there are no figures, in a sentence; null when there are. */
function absence(symbol: string, filed: Filed, edgarOn: boolean): string | null {
  if (!edgarOn)
    return "Revenue, earnings, debt and the ratios built on them come from the SEC's EDGAR filings, which this server does not read: its operator turns them on by setting EDGAR_USER_AGENT to a company name and contact email.";
  if (!filed) return `${symbol}'s filings have not been read yet; EDGAR is read within a day.`;
  if (filed.outcome === "no-cik") return `The SEC lists no filer with the ticker ${symbol}.`;
  if (filed.outcome === "no-facts") return `EDGAR has no financial statements for ${symbol}.`;
  if (filed.outcome === "unreadable") return `EDGAR's answer for ${symbol} could not be read.`;
  return null;
}

/**
 * What the company's SEC filings say (docs/live-market.md#sec-edgar-fundamentals): trailing-twelve-
 * month flows and the latest balances, each with its period and filing date, and the ratios the
 * database keeps with the current price. A figure not filed, or that makes no sense, is "—".
 */
export function FiledFundamentalsPanel({
  security: s,
  filed,
  edgarOn,
}: {
  security: SecurityRow;
  filed: Filed;
  edgarOn: boolean;
}) {
  const why = absence(s.symbol, filed, edgarOn);
  const f = filed?.figures;
  return (
    <section aria-labelledby="filed-heading" className={panelClass("sm")}>
      <h2 id="filed-heading" className="font-semibold">
        From SEC filings
      </h2>
      {why && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{why}</p>}
      {f && (
        <div className="mt-2 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
          <dl>
            <FigureRow label="Revenue (ttm)">
              <Dated figure={f.revenue}>{money(f.revenue)}</Dated>
            </FigureRow>
            <FigureRow label="Revenue growth (YoY)">{formatPercent(s.revenueGrowth)}</FigureRow>
            <FigureRow label="Net income (ttm)">
              <Dated figure={f.netIncome}>{money(f.netIncome)}</Dated>
            </FigureRow>
            <FigureRow label="Net margin">{formatPercent(s.netMargin)}</FigureRow>
          </dl>
          <dl>
            <FigureRow label="EPS diluted (ttm)">
              <Dated figure={f.epsDiluted}>{formatSigned(f.epsDiluted?.value ?? null)}</Dated>
            </FigureRow>
            <FigureRow label="EPS growth (YoY)">{formatPercent(s.epsGrowth)}</FigureRow>
            <FigureRow label="Dividends / share (ttm)">
              <Dated figure={f.dividendsPerShare}>
                {formatPrice(f.dividendsPerShare?.value ?? null)}
              </Dated>
            </FigureRow>
            <FigureRow label="Payout ratio">
              {s.payoutRatio === null ? "—" : `${s.payoutRatio.toFixed(1)}%`}
            </FigureRow>
            <FigureRow label="Shares outstanding">
              <Dated figure={f.sharesOutstanding}>
                {formatCompact(f.sharesOutstanding?.value ?? null)}
              </Dated>
            </FigureRow>
            <FigureRow label="P/S · P/B">
              {ratio(s.psRatio)} · {ratio(s.pbRatio)}
            </FigureRow>
          </dl>
          <dl>
            <FigureRow label="Total debt">
              <Dated figure={f.totalDebt}>{money(f.totalDebt)}</Dated>
            </FigureRow>
            <FigureRow label="Cash">
              <Dated figure={f.cash}>{money(f.cash)}</Dated>
            </FigureRow>
            <FigureRow label="Stockholders' equity">
              <Dated figure={f.equity}>{money(f.equity)}</Dated>
            </FigureRow>
            <FigureRow label="Debt / equity">{ratio(s.debtToEquity)}</FigureRow>
          </dl>
        </div>
      )}
    </section>
  );
}
