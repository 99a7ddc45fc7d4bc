import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";
import { logger } from "@/server/logger";
import type { Security } from "../parse-listing-row";
import { roundTo } from "../round-to";
import type { DailyBar } from "../simulate-daily-bars";
import { exchangeName, toYahooSymbol } from "../yahoo-symbol";
import type { MarketDataProvider } from "./market-data-provider";
import type { YahooClient } from "./yahoo-client";
import { companyProfile, quoteFigures } from "./yahoo-fundamentals";

/**
 * Live quotes with their valuation figures, company profiles and real daily history from Yahoo
 * Finance, through one paced `yahoo-finance2` client (yahoo-client.ts) that Yahoo's polling feed
 * shares (create-yahoo-feed.ts), so a refresh of the whole universe and the feed's polls stay
 * inside one rate limit however they are called. `quoteBatchSize`: symbols per quote request;
 * Yahoo answers up to a few hundred, 100 keeps URLs short.
 * @see https://github.com/gadicc/yahoo-finance2
 */
export function createYahooProvider(
  { yahoo, signedIn }: YahooClient,
  quoteBatchSize = 100,
): MarketDataProvider {
  return {
    name: "yahoo",
    history: "real",
    async listSecurities(known, onProgress) {
      const bySymbol = new Map(known.map((security) => [security.symbol, security]));
      const securities: Security[] = [];
      let latest = 0;
      let failedInARow = 0;
      for (let start = 0; start < known.length; start += quoteBatchSize) {
        const batch = known
          .slice(start, start + quoteBatchSize)
          .map((security) => toYahooSymbol(security.symbol));
        try {
          const quotes = await signedIn(() => yahoo.quote(batch, { return: "array" }));
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
              ...quoteFigures(quote),
            });
            latest = Math.max(latest, quote.regularMarketTime?.getTime() ?? 0);
          }
          failedInARow = 0;
        } catch (error) {
          // One odd batch is skipped (its symbols keep their last quote); three in a row mean Yahoo is not answering.
          failedInARow += 1;
          logger.warn(
            { err: error, first: batch[0] },
            "a quote batch failed; its symbols keep their last quote",
          );
          if (failedInARow >= 3)
            throw new Error(
              `Yahoo Finance did not answer three quote requests in a row: ${error instanceof Error ? error.message : String(error)}`,
              { cause: error },
            );
        }
        await onProgress?.(Math.min(start + quoteBatchSize, known.length), known.length);
      }
      return { asOf: new Date(latest || Date.now()), securities };
    },
    async getDailyBars(security, sessions) {
      // Calendar days that hold `sessions` trading days (five a week), with room for holidays.
      const period1 = new Date(Date.now() - (Math.ceil((sessions * 7) / 5) + 10) * 86_400_000);
      const chart = await yahoo.chart(toYahooSymbol(security.symbol), { period1, interval: "1d" });
      const bars: DailyBar[] = [];
      for (const { date, open, high, low, close, volume } of chart.quotes) {
        // Yahoo leaves a session's values null when it has no trade; such a day is no bar.
        if (open === null || high === null || low === null || close === null) continue;
        bars.push({
          date: date.toISOString().slice(0, 10),
          open,
          high,
          low,
          close,
          volume: volume ?? 0,
        });
      }
      return { bars: bars.slice(-sessions), simulated: false };
    },
    async getCompanyProfile(symbol) {
      // Unvalidated: one odd field (Yahoo has sent "NaN" as a string) must not lose the rest; companyProfile checks each value.
      const request = () =>
        yahoo.quoteSummary(
          toYahooSymbol(symbol),
          { modules: ["summaryDetail", "summaryProfile"] },
          { validateResult: false },
        );
      try {
        return companyProfile(await signedIn(request));
      } catch (error) {
        // "Quote not found for symbol": Yahoo has no profile for it; stored empty, it waits its turn again.
        if (error instanceof Error && /not found/i.test(error.message)) return companyProfile(null);
        throw error;
      }
    },
  };
}
