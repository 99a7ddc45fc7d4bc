"use client";

type List = { id: string; name: string; isDefault: boolean; symbols: string[] };
type Props = {
  lists: List[];
  currentId: string | undefined;
  onOpen: (id: string) => void;
  onNew: () => void;
};

/** The person's lists as a row of buttons (scrolling sideways on a phone), with their sizes, and "New list". */
export function ListPicker({ lists, currentId, onOpen, onNew }: Props) {
  return (
    <nav aria-label="Your watchlists" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2">
        {lists.map((list) => {
          const current = list.id === currentId;
          return (
            <li key={list.id}>
              <button
                type="button"
                aria-current={current ? "page" : undefined}
                onClick={() => onOpen(list.id)}
                className={`focus-visible:outline-brand-500 inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"}`}
              >
                {list.name}
                <span
                  className={`text-xs tabular-nums ${current ? "text-white" : "text-slate-600 dark:text-slate-400"}`}
                >
                  <span className="sr-only">, </span>
                  {list.symbols.length}
                  <span className="sr-only"> symbols</span>
                </span>
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            onClick={onNew}
            className="focus-visible:outline-brand-500 inline-flex items-center rounded-full border border-dashed border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-900"
          >
            + New list
          </button>
        </li>
      </ul>
    </nav>
  );
}
