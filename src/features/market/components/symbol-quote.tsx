import { formatPercent, toneOf } from "@/lib/format/format-market-number";
import type { SecurityType } from "@/server/db/enums";
import { MarketFigure } from "./market-figure";

/** A symbol as search shows it: a result (with its quote) or a recent symbol (without). */
export type SymbolOption = {
  symbol: string;
  name: string;
  securityType?: SecurityType;
  lastPrice?: number | null;
  changePct?: number | null;
};

const typeLabels: Partial<Record<SecurityType, string>> = {
  preferred: "Preferred",
  warrant: "Warrant",
  unit: "Unit",
  right: "Right",
};

/** The inside of a search row: symbol, name as people say it (with the kind when not a common stock), price and change. */
export function SymbolQuote({ option }: { option: SymbolOption }) {
  const kind = option.securityType && typeLabels[option.securityType];
  return (
    <>
      <span className="w-[4.5rem] shrink-0 font-mono text-sm font-semibold text-slate-900 dark:text-white">
        {option.symbol}
      </span>
      <span className="min-w-0 flex-1 truncate text-sm text-slate-600 dark:text-slate-400">
        {option.name}
        {kind && (
          <span className="ml-1.5 rounded bg-slate-100 px-1 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {kind}
          </span>
        )}
      </span>
      {option.lastPrice !== undefined && (
        <span className="shrink-0 text-right font-mono text-xs leading-tight tabular-nums">
          <span className="block text-slate-900 dark:text-slate-100">
            <MarketFigure figure="price" value={option.lastPrice} />
          </span>
          <span
            className={`block ${toneOf(option.changePct ?? null) || "text-slate-600 dark:text-slate-400"}`}
          >
            {formatPercent(option.changePct ?? null)}
          </span>
        </span>
      )}
    </>
  );
}
