/**
 * A column chart's horizontal gridlines, one a tick at its height; `marked` draws one darker (the
 * zero line, when values go below it).
 */
export function Gridlines({
  ticks,
  at,
  marked,
}: {
  ticks: number[];
  at: (tick: number) => string;
  marked?: (tick: number) => boolean;
}) {
  return ticks.map((tick) => (
    <div
      key={tick}
      aria-hidden="true"
      className={`absolute inset-x-0 border-t ${marked?.(tick) ? "border-slate-500" : "border-slate-200 dark:border-slate-800"}`}
      style={{ bottom: at(tick) }}
    />
  ));
}
