import type { LiveQuote } from "@/features/market/live-quote";
import type { TickedSecurity } from "./tick-universe";

/** A regular-session quote of every listed symbol at `asOf`, each ±1 % from its close, volume 0.5–2× its day's. */
export function universeBatch(universe: TickedSecurity[], asOf: Date): LiveQuote[] {
  return universe.map((one) => ({
    symbol: one.symbol,
    price: one.lastPrice * (1 + (Math.random() - 0.5) / 50),
    bid: null,
    ask: null,
    open: one.lastPrice,
    high: null,
    low: null,
    volume: one.volume * (0.5 + Math.random() * 1.5),
    previousClose: one.previousClose,
    regularClose: null,
    session: "regular",
    asOf,
    source: "simulated",
  }));
}
