import YahooFinance from "yahoo-finance2";
import { ExtendedCookieJar } from "yahoo-finance2/lib/cookieJar";
import { getCrumbClear } from "yahoo-finance2/lib/getCrumb";
import { logger } from "@/server/logger";
import { normalizeSymbol } from "../normalize-symbol";
import type { Security } from "../parse-listing-row";
import { roundTo } from "../round-to";
import type { DailyBar } from "../simulate-daily-bars";
import { exchangeName, toYahooSymbol } from "../yahoo-symbol";
import { createRequestPacer } from "./create-request-pacer";
import type { MarketDataProvider } from "./market-data-provider";

type Options = {
  requestsPerMinute: number;
  /** Symbols per quote request; Yahoo answers up to a few hundred, 100 keeps URLs short. */
  quoteBatchSize?: number;
  /** Tests pass a fetch that serves recorded responses; production uses the global one. */
  fetch?: typeof globalThis.fetch;
  backoffMs?: number;
};

/** The library logs through console; ours goes to the structured log, its chatter at debug. */
const yahooLogger = {
  info: (...args: unknown[]) => logger.debug({ args }, "yahoo-finance2"),
  warn: (...args: unknown[]) => logger.warn({ args }, "yahoo-finance2"),
  error: (...args: unknown[]) => logger.error({ args }, "yahoo-finance2"),
  debug: (...args: unknown[]) => logger.debug({ args }, "yahoo-finance2"),
  dir: (...args: unknown[]) => logger.debug({ args }, "yahoo-finance2"),
};

/**
 * Live quotes and real daily history from Yahoo Finance through `yahoo-finance2` (which handles
 * Yahoo's cookie and crumb). Every request goes through one pacer, so a refresh of the whole
 * universe stays inside the rate limit however it is called.
 * @see https://github.com/gadicc/yahoo-finance2
 */
export function createYahooProvider({ requestsPerMinute, quoteBatchSize = 100, fetch, backoffMs }: Options): MarketDataProvider {
  const cookieJar = new ExtendedCookieJar();
  const yahoo = new YahooFinance({ fetch, cookieJar, logger: yahooLogger, versionCheck: false, suppressNotices: ["yahooSurvey"], queue: { concurrency: 1 } });
  const pace = createRequestPacer(requestsPerMinute, { backoffMs });

  /**
   * yahoo-finance2 keeps the promise of its cookie-and-crumb request for the life of the process,
   * even a failed one, and a crumb Yahoo has expired fails every quote. So unless Yahoo answered
   * with an HTTP status (a 429 leaves the session good), a failed quote clears the session and the
   * next attempt signs in again; "Invalid Crumb" is worth that try.
   * @see https://github.com/gadicc/yahoo-finance2/blob/devel/src/lib/getCrumb.ts
   */
  async function quoteBatch(symbols: string[]) {
    try {
      return await yahoo.quote(symbols, { return: "array" });
    } catch (error) {
      if (typeof (error as { code?: unknown }).code !== "number") await getCrumbClear(cookieJar);
      if (error instanceof Error && error.message === "Invalid Crumb") throw Object.assign(new Error("Yahoo Finance expired the session's crumb", { cause: error }), { retryable: true });
      throw error;
    }
  }
  return {
    name: "yahoo",
    history: "real",
    async listSecurities(known, onProgress) {
      const bySymbol = new Map(known.map((security) => [security.symbol, security]));
      const securities: Security[] = [];
      let latest = 0;
      let failedInARow = 0;
      for (let start = 0; start < known.length; start += quoteBatchSize) {
        const batch = known.slice(start, start + quoteBatchSize).map((security) => toYahooSymbol(security.symbol));
        try {
          const quotes = await pace(`quote ${batch[0]}…`, () => quoteBatch(batch));
          for (const quote of quotes) {
            const symbol = normalizeSymbol(quote.symbol);
            const base = symbol ? bySymbol.get(symbol) : undefined;
            if (!base || quote.regularMarketPrice === undefined) continue;
            securities.push({
              ...base,
              name: quote.longName ?? quote.shortName ?? base.name,
              exchange: exchangeName(quote.exchange, quote.fullExchangeName) ?? base.exchange,
              marketCap: quote.marketCap && quote.marketCap > 0 ? quote.marketCap : null, // never 0 for unknown
              lastPrice: roundTo(quote.regularMarketPrice, 4),
              change: roundTo(quote.regularMarketChange, 4),
              changePct: roundTo(quote.regularMarketChangePercent, 4),
              volume: quote.regularMarketVolume ?? null,
            });
            latest = Math.max(latest, quote.regularMarketTime?.getTime() ?? 0);
          }
          failedInARow = 0;
        } catch (error) {
          // One odd batch is skipped (its symbols keep their last quote); three in a row mean Yahoo is not answering.
          failedInARow += 1;
          logger.warn({ err: error, first: batch[0] }, "a quote batch failed; its symbols keep their last quote");
          if (failedInARow >= 3) throw new Error(`Yahoo Finance did not answer three quote requests in a row: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
        await onProgress?.(Math.min(start + quoteBatchSize, known.length), known.length);
      }
      return { asOf: new Date(latest || Date.now()), securities };
    },
    async getDailyBars(security, sessions) {
      // Calendar days that hold `sessions` trading days (five a week), with room for holidays.
      const period1 = new Date(Date.now() - (Math.ceil((sessions * 7) / 5) + 10) * 86_400_000);
      const chart = await pace(`chart ${security.symbol}`, () => yahoo.chart(toYahooSymbol(security.symbol), { period1, interval: "1d" }));
      const bars: DailyBar[] = [];
      for (const { date, open, high, low, close, volume } of chart.quotes) {
        // Yahoo leaves a session's values null when it has no trade; such a day is no bar.
        if (open === null || high === null || low === null || close === null) continue;
        bars.push({ date: date.toISOString().slice(0, 10), open, high, low, close, volume: volume ?? 0 });
      }
      return { bars: bars.slice(-sessions), simulated: false };
    },
  };
}
