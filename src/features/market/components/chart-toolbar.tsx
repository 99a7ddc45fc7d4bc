import type { ReactNode } from "react";
import type { ChartSettings } from "../chart-settings";
import { compareTitle } from "../compare-title";
import { MARKET_AVERAGE } from "../market-average";
import { ChartScalePicker } from "./chart-scale-picker";
import { ComparePicker } from "./compare-picker";
import { IndicatorsMenu } from "./indicators-menu";

/**
 * The chart's tools under its title: the price scale, the Indicators menu, the compared symbols
 * and what the page adds (`children`: setting an alert on the chart), a line naming any
 * compared symbol that has no prices, and on 1D and 5D one saying the market average is daily
 * (docs/product.md#stock-page-chart).
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
          // On 1D and 5D the market average is not drawn, so it alone does not ask for percent.
          comparing={settings.compares.some((entry) => !intraday || entry !== MARKET_AVERAGE)}
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
          No prices to compare for {failed.map(compareTitle).join(", ")}.
        </p>
      )}
      {intraday && settings.compares.includes(MARKET_AVERAGE) && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          The market average is of whole sessions: it shows on 1M and longer ranges.
        </p>
      )}
    </>
  );
}
