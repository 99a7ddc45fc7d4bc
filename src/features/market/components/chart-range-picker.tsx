import { type KeyboardEvent, useRef } from "react";
import { type ChartPeriod, chartPeriods } from "../chart-ranges";

const rangeNames: Record<ChartPeriod, string> = {
  "1D": "1 day, by the minute",
  "5D": "5 days, by the minute",
  "1M": "1 month",
  "3M": "3 months",
  "6M": "6 months",
  YTD: "Year to date",
  "1Y": "1 year",
  "5Y": "5 years",
  All: "All history",
};
const count = chartPeriods.length;
const steps: Record<string, (at: number) => number> = {
  ArrowRight: (at) => (at + 1) % count,
  ArrowDown: (at) => (at + 1) % count,
  ArrowLeft: (at) => (at - 1 + count) % count,
  ArrowUp: (at) => (at - 1 + count) % count,
  Home: () => 0,
  End: () => count - 1,
};

/**
 * The chart's ranges as a radio group (WAI-ARIA radio group pattern): Tab reaches the chosen
 * range, the arrow keys (and Home, End) choose another and move focus with it.
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/radio/
 */
export function ChartRangePicker({
  value,
  onChange,
}: {
  value: ChartPeriod;
  onChange: (range: ChartPeriod) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(chartPeriods.indexOf(value));
    onChange(chartPeriods[next]!);
    group.current?.querySelectorAll<HTMLButtonElement>("[role=radio]")[next]?.focus();
  }
  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label="Chart range"
      onKeyDown={onKeyDown}
      className="inline-flex max-w-full rounded-md border border-slate-200 p-0.5 dark:border-slate-800"
    >
      {chartPeriods.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          tabIndex={value === option ? 0 : -1}
          title={rangeNames[option]}
          onClick={() => onChange(option)}
          className="rounded px-1.5 py-1 text-xs font-semibold aria-checked:bg-slate-900 aria-checked:text-white sm:px-2.5 dark:aria-checked:bg-white dark:aria-checked:text-slate-900"
        >
          {option}
        </button>
      ))}
    </div>
  );
}
