import type { ChartSettings } from "../chart-settings";

type Scale = ChartSettings["scale"];
const scales: { value: Scale; label: string; title: string }[] = [
  { value: "normal", label: "Price", title: "Price scale" },
  { value: "log", label: "Log", title: "Logarithmic price scale" },
  { value: "percent", label: "%", title: "Percent change from the first bar" },
];

/**
 * The price scale: plain, logarithmic or percent, as toggle buttons (one pressed). Comparing other
 * symbols needs the percent scale, so while there are some it is the only one offered.
 */
export function ChartScalePicker({
  value,
  comparing,
  onChange,
}: {
  value: Scale;
  comparing: boolean;
  onChange: (scale: Scale) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-md border border-slate-200 p-0.5 dark:border-slate-800">
      <legend className="sr-only">Price scale</legend>
      {scales.map((scale) => {
        const pressed = comparing ? scale.value === "percent" : value === scale.value;
        return (
          <button
            key={scale.value}
            type="button"
            aria-pressed={pressed}
            disabled={comparing && scale.value !== "percent"}
            title={comparing && !pressed ? "Comparing uses the percent scale" : scale.title}
            onClick={() => onChange(scale.value)}
            className="rounded px-2.5 py-1 text-xs font-semibold disabled:cursor-not-allowed disabled:text-slate-500 aria-pressed:bg-slate-900 aria-pressed:text-white dark:disabled:text-slate-400 dark:aria-pressed:bg-white dark:aria-pressed:text-slate-900"
          >
            {scale.label}
          </button>
        );
      })}
    </fieldset>
  );
}
