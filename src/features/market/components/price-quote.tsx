import { formatPercent, formatSigned, toneOf } from "@/lib/format/format-market-number";
import { MarketFigure } from "./market-figure";

export type Quote = {
  lastPrice: number | null;
  change: number | null;
  changePct: number | null;
};

/**
 * A symbol's last price over its change today, coloured by direction, as a page heading shows it
 * beside the name. `large` is the stock page's; a chat room's heading is a step smaller.
 */
export function PriceQuote({ quote, large = false }: { quote: Quote; large?: boolean }) {
  return (
    <div className="sm:text-right">
      <p className={`font-mono ${large ? "text-3xl" : "text-2xl"} font-semibold tabular-nums`}>
        <MarketFigure figure="price" value={quote.lastPrice} />
      </p>
      <p className={`font-mono text-sm tabular-nums ${toneOf(quote.changePct)}`}>
        {quote.change !== null && `${formatSigned(quote.change)} `}({formatPercent(quote.changePct)}
        )
      </p>
    </div>
  );
}
