import { formatPrice, formatSigned } from "@/lib/format/format-market-number";

export type PriceCall = { symbol: string; postedPrice: number | null; price: number | null };

/**
 * A message's accountable call on one symbol (docs/product.md#chat): "AAPL 120.99 → 125.10, +3.4 %",
 * the sign in the text as well as in the colour. `change` is null when either price is unknown.
 */
export function describeCall({ symbol, postedPrice, price }: PriceCall): {
  text: string;
  change: number | null;
} {
  if (postedPrice === null || postedPrice === 0)
    return { text: `${symbol} ${formatPrice(price)}`, change: null };
  if (price === null)
    return { text: `${symbol} ${formatPrice(postedPrice)} when posted`, change: null };
  const change = ((price - postedPrice) / postedPrice) * 100;
  // Rounded as shown, so a move too small to show reads "0.0 %" without a sign or a colour.
  const shown = Math.round(change * 10) / 10;
  return {
    text: `${symbol} ${formatPrice(postedPrice)} → ${formatPrice(price)}, ${formatSigned(shown, 1)} %`,
    change: shown,
  };
}
