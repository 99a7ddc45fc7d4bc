import { performance } from "node:perf_hooks";
import type { LiveQuote } from "@/features/market/live-quote";
import type { QuoteWriter } from "@/features/market/server/quotes/create-quote-writer";
import { scriptedQuote } from "../tests/integration/scripted-quote-feed";

/** A listed security as the fake feed starts it: its stored close and day. */
export type TickedSecurity = {
  symbol: string;
  lastPrice: number;
  previousClose: number | null;
  volume: number;
};

/** A quote of `security` at `price`, its day opened at its stored close. */
export function tickedQuote(security: TickedSecurity, price: number, volume: number): LiveQuote {
  return scriptedQuote(security.symbol, price, {
    open: security.lastPrice,
    high: Math.max(security.lastPrice, price),
    low: Math.min(security.lastPrice, price),
    previousClose: security.previousClose,
    volume,
  });
}

/**
 * A fake feed of the whole universe ticking: `perSecond` quote updates a second, handed to
 * `writer` every 50 ms round robin through `universe` (each symbol ticks perSecond / universe
 * times a second), each a step of up to 1 % from its stored close. Updates due while the event loop
 * was held come in the next batch, as a feed's buffered trades do; `handed` counts them.
 */
export function tickUniverse(writer: QuoteWriter, universe: TickedSecurity[], perSecond: number) {
  const started = performance.now();
  let handed = 0;
  let next = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1_000) * perSecond) - handed;
    const batch = Array.from({ length: due }, () => {
      const security = universe[next]!;
      next = (next + 1) % universe.length;
      const price = security.lastPrice * (1 + (Math.random() - 0.5) / 50);
      return tickedQuote(security, price, security.volume + (handed % 1_000));
    });
    handed += due;
    writer.write(batch);
  }, 50);
  return {
    handed: () => handed,
    stop: () => clearInterval(timer),
  };
}
