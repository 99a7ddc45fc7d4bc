import { MissingValue } from "@/components/ui/missing-value";
import { type MarketFigureName, marketFigures } from "@/lib/format/market-figures";

/**
 * A symbol's price, volume or market cap as every surface writes it; unknown, a "—" that says why
 * (docs/live-market.md#correct-data-everywhere).
 */
export function MarketFigure({
  figure,
  value,
}: {
  figure: MarketFigureName;
  value: number | null;
}) {
  const { format, missing } = marketFigures[figure];
  return value !== null && Number.isFinite(value) ? (
    format(value)
  ) : (
    <MissingValue reason={missing} />
  );
}
