"use client";

import { MAX_COMPARES } from "../chart-settings";
import { SymbolSearch } from "./symbol-search";

/**
 * The symbols compared on the chart: each as a chip with a remove button, and the symbol search
 * (docs/product.md#search) to add another, up to four, on the percent scale.
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
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      {compares.map((other) => (
        <span
          key={other}
          className="inline-flex items-center gap-1 rounded-full border border-slate-200 py-0.5 pr-1 pl-2 text-xs font-semibold dark:border-slate-800"
        >
          {other}
          <button
            type="button"
            aria-label={`Stop comparing ${other}`}
            onClick={() => onChange(compares.filter((c) => c !== other))}
            className="grid size-5 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            ×
          </button>
        </span>
      ))}
      {compares.length < MAX_COMPARES && (
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
