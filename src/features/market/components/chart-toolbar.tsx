import type { ReactNode } from "react";
import type { ChartSettings } from "../chart-settings";
import { ChartScalePicker } from "./chart-scale-picker";
import { ComparePicker } from "./compare-picker";
import { IndicatorsMenu } from "./indicators-menu";

/**
 * The chart's tools under its title: the price scale, the Indicators menu, the compared symbols
 * and what the page adds (`children`: setting an alert on the chart), and a line naming any
 * compared symbol that has no prices.
 */
export function ChartToolbar({
  symbol,
  settings,
  intraday,
  failed,
  onChange,
  children,
}: {
  symbol: string;
  settings: ChartSettings;
  intraday: boolean;
  failed: string[];
  onChange: (patch: Partial<ChartSettings>) => void;
  children?: ReactNode;
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
        {children}
      </div>
      {failed.length > 0 && (
        <p role="alert" className="text-loss mt-1 text-xs">
          No prices to compare for {failed.join(", ")}.
        </p>
      )}
    </>
  );
}
