"use client";

import { type KeyboardEvent, useEffect, useRef } from "react";
import { type ScreenView, screenViews } from "../screen-url-state";

const viewLabels: Record<ScreenView, string> = {
  overview: "Overview",
  performance: "Performance",
  technical: "Technical",
  fundamentals: "Fundamentals",
  charts: "Charts",
};

/** The id of a view's tab, which names the results panel. */
export const viewTabId = (view: ScreenView) => `screen-view-${view}`;

/** The keys of the ARIA tabs pattern, and the tab each leads to from `at`. */
const moves: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

type Props = { view: ScreenView; panelId: string; onView: (view: ScreenView) => void };

/**
 * The column views as ARIA tabs (WAI-ARIA Authoring Practices, "Tabs"): one tab stop, the arrow
 * keys, Home and End move between views and show each at once.
 */
export function ViewTabs({ view, panelId, onView }: Props) {
  const list = useRef<HTMLDivElement>(null);
  // Where the tabs scroll (a phone), the chosen one is brought into the frame, and only sideways:
  // the page itself does not move.
  useEffect(() => {
    const frame = list.current;
    const tab = frame?.querySelector<HTMLElement>(`#${viewTabId(view)}`);
    if (!frame || !tab) return;
    const left = tab.getBoundingClientRect().left - frame.getBoundingClientRect().left;
    if (left < 0) frame.scrollLeft += left;
    else if (left + tab.offsetWidth > frame.clientWidth)
      frame.scrollLeft += left + tab.offsetWidth - frame.clientWidth;
  }, [view]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = screenViews[move(screenViews.indexOf(view), screenViews.length)]!;
    onView(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`#${viewTabId(next)}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Columns"
      onKeyDown={onKeyDown}
      // On a phone the five views scroll sideways inside their frame, as TradingView's tabs do.
      className="inline-flex max-w-full overflow-x-auto rounded-lg border border-slate-200 p-1 dark:border-slate-800"
    >
      {screenViews.map((each) => (
        <button
          key={each}
          id={viewTabId(each)}
          type="button"
          role="tab"
          aria-selected={view === each}
          aria-controls={panelId}
          tabIndex={view === each ? 0 : -1}
          onClick={() => onView(each)}
          className="focus-visible:outline-brand-500 shrink-0 rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap focus-visible:outline-2 aria-selected:bg-slate-900 aria-selected:text-white dark:aria-selected:bg-white dark:aria-selected:text-slate-900"
        >
          {viewLabels[each]}
        </button>
      ))}
    </div>
  );
}
