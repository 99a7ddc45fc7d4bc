import type { DefaultListToggle } from "../use-default-list-toggle";

/** A star beside a ticker: filled when the symbol is in the default list; a click adds it there or takes it out. */
export function WatchToggleButton({ symbol, watch }: { symbol: string; watch: DefaultListToggle }) {
  const watched = watch.isIn(symbol);
  return (
    <button
      type="button"
      aria-pressed={watched}
      aria-label={
        watched ? `Remove ${symbol} from ${watch.listName}` : `Add ${symbol} to ${watch.listName}`
      }
      title={watched ? `In ${watch.listName}` : `Add to ${watch.listName}`}
      onClick={() => watch.toggle(symbol)}
      className="focus-visible:outline-brand-500 mr-1 rounded px-0.5 align-middle text-base leading-none text-slate-500 hover:text-amber-600 focus-visible:outline-2 aria-pressed:text-amber-600 dark:text-slate-400 dark:hover:text-amber-400 dark:aria-pressed:text-amber-400"
    >
      <span aria-hidden="true">{watched ? "★" : "☆"}</span>
    </button>
  );
}
