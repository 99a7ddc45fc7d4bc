import { formatDecimal } from "@/lib/format/format-decimal";
import type { AlertKind } from "./alert-kinds";

/** The kinds as the form and the list name them. */
export const alertKindNames: Record<AlertKind, string> = {
  price_cross: "Price crosses a level",
  percent_move: "Moves by a percentage",
  watchlist_target: "Reaches its watchlist target",
  new_high_low: "New 52-week high or low",
  relative_volume: "Relative volume spikes",
  sma_cross: "Price crosses its moving average",
  rsi_cross: "RSI(14) crosses a level",
  earnings_soon: "Earnings coming up",
  screen_membership: "Enters or leaves a saved screen",
  chat_volume_spike: "Its chat room gets busy",
  chat_sentiment_flip: "Its chat room's sentiment flips",
  call_moved: "My chat call moves",
};

const way = (direction: unknown) => (direction === "below" ? "below" : "above");
const number = (value: unknown, digits = 2) =>
  typeof value === "number" ? formatDecimal(value, digits, digits) : "—";

/**
 * What an alert waits for, in a sentence without its target ("Crosses above 200.00"), from its
 * kind's settings (alert-params.ts); the list puts the symbol, list or screen before it.
 */
export function describeAlert(kind: AlertKind, params: Record<string, unknown>): string {
  switch (kind) {
    case "price_cross":
      return `Crosses ${way(params.direction)} ${number(params.level)}`;
    case "percent_move": {
      const percent = typeof params.percent === "number" ? params.percent : 0;
      const from = params.basis === "set_price" ? "the price when set" : "the previous close";
      return `Moves ${percent > 0 ? "up" : "down"} ${number(Math.abs(percent), 1)} % from ${from}`;
    }
    case "watchlist_target":
      return "Reaches a row's target price";
    case "new_high_low":
      return params.side === "either"
        ? "Makes a new 52-week high or low"
        : `Makes a new 52-week ${params.side === "low" ? "low" : "high"}`;
    case "relative_volume":
      return `Trades ${number(params.multiple, 1)}× its average volume`;
    case "sma_cross":
      return `Crosses ${way(params.direction)} its ${String(params.length)}-day average`;
    case "rsi_cross":
      return `RSI(14) crosses ${way(params.direction)} ${number(params.level, 0)}`;
    case "earnings_soon":
      return params.days === 0
        ? "Reports earnings today"
        : `Reports earnings within ${String(params.days)} days`;
    case "screen_membership":
      return params.change === "either"
        ? "A symbol enters or leaves the screen"
        : `A symbol ${params.change === "leave" ? "leaves" : "enters"} the screen`;
    case "chat_volume_spike":
      return `Chat gets ${number(params.multiple, 1)}× its usual messages an hour`;
    case "chat_sentiment_flip":
      return "Chat sentiment flips between bullish and bearish";
    case "call_moved":
      return `My chat call moves ±${number(params.percent, 1)} %`;
  }
}
