import { formatPercent } from "@/lib/format/format-market-number";
import { type MapWindow, mapWindows } from "../map-windows";
import { tileColour } from "../tile-colour";

/**
 * The colour scale of the window's changes, each step a swatch labelled with its change in the
 * label colour a tile of that colour gets (docs/product.md#market-map).
 */
export function MapLegend({ window }: { window: MapWindow }) {
  const { full, label } = mapWindows[window];
  const steps = [-1, -2 / 3, -1 / 3, 0, 1 / 3, 2 / 3, 1].map((share) => share * full);
  return (
    <figure
      id="map-legend"
      tabIndex={-1}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400"
    >
      <figcaption>{label} change</figcaption>
      <ol className="flex overflow-hidden rounded">
        {steps.map((step) => {
          const colour = tileColour(step, full);
          return (
            <li
              key={step}
              className="w-12 py-0.5 text-center font-mono tabular-nums"
              style={{ backgroundColor: colour.background, color: colour.text }}
            >
              {step === 0 ? "0%" : formatPercent(step, 0)}
            </li>
          );
        })}
      </ol>
      <span>Size: market cap</span>
    </figure>
  );
}
