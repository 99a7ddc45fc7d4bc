type Option<T> = { value: T; label: string };

/** A choice of one among a few, as a row of toggle buttons: the chosen one is pressed, to screen readers and visibly. */
export function SegmentedControl<T extends string | number>({
  label,
  options,
  value,
  onChange,
  size = "md",
}: {
  label: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: "sm" | "md";
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex max-w-full rounded-md border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`focus-visible:outline-brand-500 aria-pressed:bg-brand-700 rounded font-semibold text-slate-700 not-aria-pressed:hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 aria-pressed:text-white dark:text-slate-300 dark:not-aria-pressed:hover:bg-slate-800 ${size === "sm" ? "px-2.5 py-1 text-xs" : "px-3 py-1.5 text-sm"}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
