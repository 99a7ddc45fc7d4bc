export type Figure = { label: string; value: string; note: string; tone?: "good" | "muted" };

const valueTone = {
  good: "text-brand-700 dark:text-brand-500",
  muted: "text-slate-600 dark:text-slate-400",
} as const;

/** Headline numbers as a grid of cards, each with what it counts; `columns` is the widest screen's count. */
export function FigureGrid({
  label,
  figures,
  columns,
}: {
  label: string;
  figures: Figure[];
  columns: 4 | 5;
}) {
  return (
    // Five figures on a phone's two columns: the fifth takes the whole last row instead of leaving a hole.
    <dl
      aria-label={label}
      className={`grid grid-cols-2 gap-3 ${columns === 5 ? "sm:grid-cols-3 lg:grid-cols-5 [&>:nth-child(5)]:col-span-2 sm:[&>:nth-child(5)]:col-span-1" : "lg:grid-cols-4"}`}
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{figure.label}</dt>
          <dd
            className={`mt-1 text-2xl font-semibold tabular-nums ${figure.tone ? valueTone[figure.tone] : ""}`}
          >
            {figure.value}
          </dd>
          <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}
