"use client";

import { MAX_COMPARES } from "../chart-settings";
import { compareTitle } from "../compare-title";
import { MARKET_AVERAGE, MARKET_AVERAGE_TITLE } from "../market-average";
import { SymbolSearch } from "./symbol-search";

/**
 * What the chart compares, on the percent scale (docs/product.md#stock-page-chart): each entry as
 * a chip with a remove button; a "Market average" button while it is not compared; and the symbol
 * search (docs/product.md#search) to add another symbol, up to four.
 */
export function ComparePicker({
  symbol,
  compares,
  onChange,
}: {
  symbol: string;
  compares: string[];
  onChange: (compares: string[]) => void;
}) {
  const symbols = compares.filter((entry) => entry !== MARKET_AVERAGE).length;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      {compares.map((other) => (
        <span
          key={other}
          className="inline-flex items-center gap-1 rounded-full border border-slate-200 py-0.5 pr-1 pl-2 text-xs font-semibold dark:border-slate-800"
        >
          {compareTitle(other)}
          <button
            type="button"
            aria-label={`Stop comparing ${other === MARKET_AVERAGE ? "the market average" : other}`}
            onClick={() => onChange(compares.filter((c) => c !== other))}
            className="grid size-5 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            ×
          </button>
        </span>
      ))}
      {!compares.includes(MARKET_AVERAGE) && (
        <button
          type="button"
          title="Compare with the 500 largest US-listed stocks' average, weighted by market cap"
          onClick={() => onChange([...compares, MARKET_AVERAGE])}
          className="focus-visible:outline-brand-500 rounded-full border border-dashed border-slate-300 px-2.5 py-0.5 text-xs font-semibold hover:bg-slate-100 focus-visible:outline-2 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          <span aria-hidden="true">+ </span>
          {MARKET_AVERAGE_TITLE}
        </button>
      )}
      {symbols < MAX_COMPARES && (
        <div className="w-48">
          <SymbolSearch
            label={`Compare ${symbol} with another symbol`}
            placeholder="Compare with…"
            onSelect={(choice) => {
              if (choice.symbol !== symbol && !compares.includes(choice.symbol))
                onChange([...compares, choice.symbol]);
            }}
          />
        </div>
      )}
    </div>
  );
}
