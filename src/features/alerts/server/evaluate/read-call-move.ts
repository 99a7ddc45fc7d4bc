import type { SeenQuote } from "./evaluation-types";
import { type KindReading, money } from "./kind-reading";

/**
 * docs/alerts.md#chat-alerts: a call alert as a crossing of the move either way from the call's
 * price when posted, in percent, over the alert's percent. The move is read to a millionth of a
 * percent, so a move of exactly X % (100 to 90 is 9.999999999999998 in floating point) fires.
 * Null without a posted price.
 */
export function readCallMove(
  posted: number,
  percent: number,
  after: SeenQuote,
): KindReading | null {
  if (!(posted > 0)) return null;
  const moved = (price: number) => ((price - posted) / posted) * 100;
  return {
    direction: "above",
    read: (quote) => ({
      value: Math.round(Math.abs(moved(quote.price)) * 1e6) / 1e6,
      level: percent,
    }),
    says: () => {
      const move = moved(after.price);
      return `moved ${move > 0 ? "+" : "-"}${Math.abs(move).toFixed(1)} % from the ${money(posted)} of your chat call,`;
    },
    priceValued: false,
  };
}
