import type { MarketSession } from "@/features/market/live-quote";
import {
  type AlpacaSettings,
  createAlpacaClient,
} from "@/features/market/server/alpaca/create-alpaca-client";
import { FAKE_ALPACA_KEY, type startFakeAlpaca } from "./fake-alpaca";
import { dailyBar } from "./fake-alpaca-market";

type FakeAlpaca = Awaited<ReturnType<typeof startFakeAlpaca>>;

/**
 * The sessions of a winter day in UTC (New York is UTC−5): pre-market from 09:00, the regular
 * session 14:30–21:00, after hours to 01:00. The tests' trades are on Monday 23 Nov 2026.
 */
export function winterSessionAt(at: Date): MarketSession {
  const minutes = at.getUTCHours() * 60 + at.getUTCMinutes();
  if (minutes >= 9 * 60 && minutes < 14 * 60 + 30) return "pre";
  if (minutes >= 14 * 60 + 30 && minutes < 21 * 60) return "regular";
  if (minutes >= 21 * 60 || minutes < 60) return "post";
  return "closed";
}

/** A client of the fake, paced as in production but faster (a 429 still waits for its reset). */
export const fakeAlpacaClient = (alpaca: FakeAlpaca, settings: Partial<AlpacaSettings> = {}) =>
  createAlpacaClient(
    {
      ...FAKE_ALPACA_KEY,
      feed: "iex",
      streamSymbols: 30,
      dataUrl: alpaca.dataUrl,
      streamUrl: alpaca.streamUrl,
      ...settings,
    },
    { requestsPerMinute: 600_000, backoffMs: 1 },
  );

/** Monday's quotes: AAPL busiest, then MSFT, then TSLA; each closed Friday at price − 2. */
export function setMondayQuotes(alpaca: FakeAlpaca) {
  for (const [symbol, price, volume] of [
    ["AAPL", 190, 900_000],
    ["MSFT", 410, 500_000],
    ["TSLA", 250, 100_000],
  ] as const)
    alpaca.market.setSnapshot(symbol, {
      price,
      tradeAt: "2026-11-23T15:30:00Z",
      day: dailyBar("2026-11-23", price, volume),
      previous: dailyBar("2026-11-20", price - 2, volume),
    });
}
