import type { ChartSettings } from "../chart-settings";
import { ChartScalePicker } from "./chart-scale-picker";
import { ComparePicker } from "./compare-picker";
import { IndicatorsMenu } from "./indicators-menu";

/**
 * The chart's tools under its title: the price scale, the Indicators menu and the compared
 * symbols, and a line naming any compared symbol that has no prices.
 */
export function ChartToolbar({
  symbol,
  settings,
  intraday,
  failed,
  onChange,
}: {
  symbol: string;
  settings: ChartSettings;
  intraday: boolean;
  failed: string[];
  onChange: (patch: Partial<ChartSettings>) => void;
}) {
  return (
    <>
      <div className="relative mt-2 flex flex-wrap items-center gap-2">
        <ChartScalePicker
          value={settings.scale}
          comparing={settings.compares.length > 0}
          onChange={(scale) => onChange({ scale })}
        />
        <IndicatorsMenu settings={settings} intraday={intraday} onChange={onChange} />
        <ComparePicker
          symbol={symbol}
          compares={settings.compares}
          onChange={(compares) => onChange({ compares })}
        />
      </div>
      {failed.length > 0 && (
        <p role="alert" className="text-loss mt-1 text-xs">
          No prices to compare for {failed.join(", ")}.
        </p>
      )}
    </>
  );
}
