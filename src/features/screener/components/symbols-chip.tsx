import { formatCount } from "@/lib/format/format-market-number";

type Props = { symbols: readonly string[]; onClear: () => void };

/**
 * The symbols the screen is limited to (a watchlist's "Screen this list", docs/product.md#screener,
 * "Symbols"), as a chip above the filters at every width (outside the phone's sheet, so it shows
 * with the results): the rest of the screen works within them until the chip is removed. A few
 * are named; more are counted.
 */
export function SymbolsChip({ symbols, onClear }: Props) {
  const face =
    symbols.length <= 3 ? symbols.join(", ") : `${formatCount(symbols.length)} from a list`;
  return (
    <div className="flex">
      <p
        title={symbols.slice(0, 100).join(", ") + (symbols.length > 100 ? "…" : "")}
        className="border-brand-700/40 bg-brand-50 dark:border-brand-500/50 inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100"
      >
        <span className="min-w-0 truncate">
          <span className="font-semibold">Symbols:</span> {face}
        </span>
        <button
          type="button"
          onClick={onClear}
          aria-label="Remove the symbols filter"
          title="Screen every stock again"
          className="hover:bg-brand-100 focus-visible:outline-brand-500 flex size-6 shrink-0 items-center justify-center rounded-full text-base leading-none text-slate-600 hover:text-slate-900 focus-visible:outline-2 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <span aria-hidden="true">×</span>
        </button>
      </p>
    </div>
  );
}
