/**
 * A chart's value axis from 0 to a round top at or above `max`, in `steps` equal steps of 1, 2 or 5
 * times a power of ten, as people read axes ("0, 50, 100, 150, 200", never "0, 37, 74…").
 */
export function niceScale(max: number, steps = 4): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const rough = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // Counts: a step is never less than 1, so every tick is a whole number.
  const step = Math.max(1, ([1, 2, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(value);
  return { top, ticks };
}
