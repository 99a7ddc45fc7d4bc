import { type KeyboardEvent, useRef } from "react";
import { type ChartRange, chartRanges } from "../chart-ranges";

const ranges = Object.keys(chartRanges) as ChartRange[];
const rangeNames: Record<ChartRange, string> = {
  "1M": "1 month",
  "3M": "3 months",
  "6M": "6 months",
  "1Y": "1 year",
  "5Y": "5 years",
};
const steps: Record<string, (at: number) => number> = {
  ArrowRight: (at) => (at + 1) % ranges.length,
  ArrowDown: (at) => (at + 1) % ranges.length,
  ArrowLeft: (at) => (at - 1 + ranges.length) % ranges.length,
  ArrowUp: (at) => (at - 1 + ranges.length) % ranges.length,
  Home: () => 0,
  End: () => ranges.length - 1,
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
  value: ChartRange;
  onChange: (range: ChartRange) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(ranges.indexOf(value));
    onChange(ranges[next]!);
    group.current?.querySelectorAll<HTMLButtonElement>("[role=radio]")[next]?.focus();
  }
  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label="Chart range"
      onKeyDown={onKeyDown}
      className="inline-flex rounded-md border border-slate-200 p-0.5 dark:border-slate-800"
    >
      {ranges.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          tabIndex={value === option ? 0 : -1}
          title={rangeNames[option]}
          onClick={() => onChange(option)}
          className="rounded px-2.5 py-1 text-xs font-semibold aria-checked:bg-slate-900 aria-checked:text-white dark:aria-checked:bg-white dark:aria-checked:text-slate-900"
        >
          {option}
        </button>
      ))}
    </div>
  );
}
