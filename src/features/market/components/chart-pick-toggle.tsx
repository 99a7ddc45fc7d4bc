import { useId } from "react";
import { LineIcon } from "@/components/ui/line-icon";

/**
 * The chart toolbar's "Set alert on chart" toggle (docs/alerts.md#creating-and-managing-alerts):
 * pressed, the next click or tap on the price pane sets an alert at that level, which a phone has
 * no Alt key for; the line under it says how, by pointer and by keyboard, while it is pressed.
 */
export function ChartPickToggle({
  armed,
  percent,
  onToggle,
}: {
  armed: boolean;
  /** On the percent scale levels are percentages: the toggle stays in its place, off. */
  percent: boolean;
  onToggle: () => void;
}) {
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        aria-pressed={armed}
        aria-describedby={armed ? hintId : undefined}
        disabled={percent}
        title={
          percent
            ? "Alerts are set on the price scale"
            : "Alt+click on the chart sets an alert at any time"
        }
        onClick={onToggle}
        className="inline-flex items-center gap-1 rounded-md border border-slate-200 px-2.5 py-1 text-xs font-semibold disabled:cursor-not-allowed disabled:text-slate-500 aria-pressed:border-slate-900 aria-pressed:bg-slate-900 aria-pressed:text-white dark:border-slate-800 dark:disabled:text-slate-400 dark:aria-pressed:border-white dark:aria-pressed:bg-white dark:aria-pressed:text-slate-900"
      >
        <LineIcon className="size-3.5">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </LineIcon>
        Set alert on chart
      </button>
      {armed && (
        <p
          id={hintId}
          role="status"
          className="basis-full text-xs text-slate-600 dark:text-slate-400"
        >
          Click or tap a price on the chart to set an alert there. By keyboard: focus the chart,
          move with ↑ ↓ and press Enter. Esc cancels.
        </p>
      )}
    </>
  );
}
