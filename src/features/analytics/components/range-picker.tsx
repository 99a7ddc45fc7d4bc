import { buttonClass } from "@/components/ui/button-class";
import { figureFormats } from "@/lib/format/figure-formats";
import { type DayRange, lastDays } from "../last-days";

const PRESETS = [7, 30, 90];

/**
 * The dashboard's date range: two date fields and the common presets. The preset in use is marked
 * pressed (to screen readers and visibly), and the range is spelled out beside them.
 */
export function RangePicker({
  range,
  onChange,
  valid,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
  valid: boolean;
}) {
  const spelled = (day: string) => figureFormats.date.format(new Date(`${day}T00:00:00Z`));
  return (
    <form className="space-y-2" onSubmit={(event) => event.preventDefault()}>
      <div className="flex flex-wrap items-end gap-3">
        {(["from", "to"] as const).map((field) => (
          <label key={field} className="text-sm">
            <span className="block font-medium">{field === "from" ? "From" : "To"}</span>
            <input
              type="date"
              value={range[field]}
              onChange={(e) => onChange({ ...range, [field]: e.target.value })}
              className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
            />
          </label>
        ))}
        <div role="group" aria-label="Preset ranges" className="flex flex-wrap gap-2">
          {PRESETS.map((days) => {
            const preset = lastDays(days);
            const pressed = preset.from === range.from && preset.to === range.to;
            return (
              <button
                key={days}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange(preset)}
                className={buttonClass({ variant: pressed ? "primary" : "secondary", size: "sm" })}
              >
                Last {days} days
              </button>
            );
          })}
        </div>
      </div>
      {valid ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Showing {spelled(range.from)} to {spelled(range.to)}, by day in UTC.
        </p>
      ) : (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The start must be on or before the end.
        </p>
      )}
    </form>
  );
}
