/**
 * A column chart's value axis: each tick's label at its height (`at` gives it as a CSS length from
 * the bottom), hidden from screen readers, which read the figures the chart announces instead.
 */
export function ValueAxis({
  ticks,
  at,
  format,
  width,
}: {
  ticks: number[];
  at: (tick: number) => string;
  format: (tick: number) => string;
  width: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={`relative h-48 ${width} shrink-0 text-right text-xs text-slate-600 tabular-nums dark:text-slate-400`}
    >
      {ticks.map((tick) => (
        <span key={tick} className="absolute right-0 translate-y-1/2" style={{ bottom: at(tick) }}>
          {format(tick)}
        </span>
      ))}
    </div>
  );
}
