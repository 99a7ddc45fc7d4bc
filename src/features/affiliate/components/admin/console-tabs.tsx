"use client";

import type { KeyboardEvent, ReactNode } from "react";

/** The id of a tab, which names its panel. */
export const consoleTabId = (tab: string) => `affiliates-tab-${tab}`;
export const consolePanelId = (tab: string) => `affiliates-panel-${tab}`;

type Props<Tab extends string> = {
  label: string;
  tabs: ReadonlyArray<{ id: Tab; label: ReactNode }>;
  active: Tab;
  onChange: (tab: Tab) => void;
};

/**
 * The console's sections as ARIA tabs (WAI-ARIA Authoring Practices, "Tabs"): one tab stop; the
 * arrow keys, Home and End move between sections and show each at once. On a phone they wrap to a second line.
 */
export function ConsoleTabs<Tab extends string>({ label, tabs, active, onChange }: Props<Tab>) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onChange(next.id);
    document.getElementById(consoleTabId(next.id))?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 rounded-lg border border-slate-200 p-1 sm:inline-flex dark:border-slate-800"
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={consoleTabId(tab.id)}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          aria-controls={consolePanelId(tab.id)}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onChange(tab.id)}
          className="focus-visible:outline-brand-500 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 aria-selected:bg-slate-900 aria-selected:text-white dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-selected:bg-white dark:aria-selected:text-slate-900"
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
