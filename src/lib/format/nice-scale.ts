/**
 * A chart's value axis from `low` (zero or below, for values that go negative) to `high` (zero or
 * above), each rounded out to a whole step of 1, 2 or 5 times a power of ten, about `steps` steps
 * in all, as people read axes ("0, 50, 100, 150, 200", never "0, 37, 74…").
 */
export function niceSpan(
  low: number,
  high: number,
  steps = 4,
): { bottom: number; top: number; ticks: number[] } {
  const span = high - low;
  if (!(span > 0)) return { bottom: 0, top: 1, ticks: [0, 1] };
  const rough = span / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // Counts: a step is never less than 1, so every tick is a whole number.
  const step = Math.max(
    1,
    ([1, 2, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude,
  );
  const top = Math.ceil(high / step) * step;
  const bottom = low < 0 ? -Math.ceil(-low / step) * step : 0;
  const ticks: number[] = [];
  for (let value = bottom; value <= top + step / 2; value += step) ticks.push(value);
  return { bottom, top, ticks };
}

/** The axis from 0 to a round top at or above `max`. */
export function niceScale(max: number, steps = 4): { top: number; ticks: number[] } {
  const { top, ticks } = niceSpan(0, max, steps);
  return { top, ticks };
}
