type Props = {
  /** The preset and active filters in words (describe-active-filters.ts). */
  chips: string[];
  active: number;
  open: boolean;
  onToggle: () => void;
};

/**
 * From `md` on, the filters folded into one row (docs/product.md#screener): a button that opens
 * them in place, and the active ones as chips, so the results start high enough to show fifteen
 * rows at 1440×900. Below `md` the Filters sheet does this job.
 */
export function FiltersSummary({ chips, active, open, onToggle }: Props) {
  return (
    <div className="hidden flex-wrap items-center gap-2 md:flex">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="screen-filters"
        onClick={onToggle}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        {`Filters${active ? ` (${active})` : ""}`}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 fill-current transition-transform ${open ? "rotate-180" : ""}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {chips.length === 0 ? (
        <span className="text-sm text-slate-600 dark:text-slate-400">All stocks, no filter</span>
      ) : (
        <ul aria-label="Active filters" className="flex min-w-0 flex-wrap gap-1.5">
          {chips.map((chip) => (
            <li
              key={chip}
              className="max-w-64 truncate rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {chip}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
