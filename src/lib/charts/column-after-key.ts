/**
 * Which column a column chart's arrow keys move to from `active` (the last when none is yet):
 * left and right step, Home and End jump, clamped to the chart. Undefined for any other key, which
 * the chart then leaves to the browser.
 */
export function columnAfterKey(key: string, active: number | null, last: number) {
  const at = active ?? last;
  const next = ({ ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last } as const)[
    key as "ArrowLeft" | "ArrowRight" | "Home" | "End"
  ];
  return next === undefined ? undefined : Math.min(last, Math.max(0, next));
}
