import type { streaming } from "@alpacahq/alpaca-trade-api";

/**
 * Moves the stream from the `gone` symbols to the `added` ones on every channel a streamed symbol
 * takes: trades and quotes, and minute bars when they are stored (`bars`: a live provider's
 * runner takes them; they count no extra symbol). Every unsubscription goes before any
 * subscription, as the plan's symbol limit counts the symbols of all of them at each step.
 */
export function changeStreamSubscriptions(
  stream: streaming.StockDataStream,
  { gone, added }: { gone: readonly string[]; added: readonly string[] },
  bars: boolean,
): void {
  const channels = bars ? (["Trades", "Quotes", "Bars"] as const) : (["Trades", "Quotes"] as const);
  if (gone.length > 0)
    for (const channel of channels) stream[`unsubscribeFrom${channel}`]([...gone]);
  if (added.length > 0)
    for (const channel of channels) stream[`subscribeFor${channel}`]([...added]);
}
