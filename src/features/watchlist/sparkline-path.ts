/**
 * A sparkline's SVG path: `closes` evenly spaced from left to right across `width`, the lowest at
 * the bottom and the highest at the top of `height`, kept `inset` from every edge so a round
 * stroke is not clipped. A month that never moved is drawn level through the middle. Points are
 * rounded to a tenth of a pixel, which no screen shows, to keep the path short. "" with fewer than
 * two closes: a single price is no line.
 */
export function sparklinePath(
  closes: readonly number[],
  width: number,
  height: number,
  inset: number,
): string {
  if (closes.length < 2) return "";
  const low = Math.min(...closes);
  const high = Math.max(...closes);
  const step = (width - 2 * inset) / (closes.length - 1);
  const scale = high > low ? (height - 2 * inset) / (high - low) : 0;
  const at = (value: number) => Math.round(value * 10) / 10;
  return closes
    .map(
      (close, i) =>
        `${i === 0 ? "M" : "L"}${at(inset + i * step)} ${at(scale === 0 ? height / 2 : inset + (high - close) * scale)}`,
    )
    .join("");
}
