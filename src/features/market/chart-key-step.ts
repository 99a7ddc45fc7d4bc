type Range = { from: number; to: number };

/** The share of the bars in view a key press pans by, and the zoom factor of + and −. */
const PAN_SHARE = 0.1;
const ZOOM = 1.25;

/**
 * Where a key moves the chart's view (docs/product.md#stock-page-chart), in logical bar indices:
 * ←/→ pan by a tenth of the view (a bar at least), + (or =) and − zoom in and out around the
 * middle, Home shows the first bars at the same zoom; End is "the latest bars" (the library
 * scrolls there); null for any other key.
 */
export function chartKeyStep(key: string, view: Range): Range | "end" | null {
  const width = view.to - view.from;
  const step = Math.max(1, Math.round(width * PAN_SHARE));
  const middle = (view.from + view.to) / 2;
  const around = (span: number) => ({ from: middle - span / 2, to: middle + span / 2 });
  switch (key) {
    case "ArrowLeft":
      return { from: view.from - step, to: view.to - step };
    case "ArrowRight":
      return { from: view.from + step, to: view.to + step };
    case "+":
    case "=":
      return around(width / ZOOM);
    case "-":
      return around(width * ZOOM);
    case "Home":
      return { from: 0, to: width };
    case "End":
      return "end";
    default:
      return null;
  }
}
