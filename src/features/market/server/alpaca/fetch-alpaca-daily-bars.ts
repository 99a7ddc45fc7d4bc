import { pagination } from "@alpacahq/alpaca-trade-api/rest";
import { newYorkDate } from "../../new-york-date";
import type { DailyBar } from "../../simulate-daily-bars";
import type { AlpacaClient } from "./create-alpaca-client";

/**
 * Up to `sessions` daily bars of `symbol`, oldest first, adjusted for splits (not dividends, as
 * Yahoo's chart), from the feed the client is set to. Alpaca answers at most 10,000 bars a page;
 * the SDK's `pagination.collect` follows `next_page_token` for a longer answer. A bar is dated by
 * its New York day (Alpaca stamps a daily bar at midnight New York time).
 * @see https://docs.alpaca.markets/reference/stockbarsingle-1
 */
export async function fetchAlpacaDailyBars(
  client: AlpacaClient,
  symbol: string,
  sessions: number,
): Promise<DailyBar[]> {
  // Calendar days that hold `sessions` trading days (five a week), with room for holidays.
  const start = new Date(Date.now() - (Math.ceil((sessions * 7) / 5) + 10) * 86_400_000);
  const bars = await pagination.collect(async (pageToken) => {
    const page = await client.stocks.stockBarSingle({
      symbol,
      timeframe: "1Day",
      start,
      adjustment: "split",
      feed: client.settings.feed,
      limit: 10_000,
      pageToken,
    });
    return { items: page.bars, nextPageToken: page.nextPageToken };
  });
  return bars
    .map((bar) => ({
      date: newYorkDate(bar.t),
      open: bar.o,
      high: bar.h,
      low: bar.l,
      close: bar.c,
      volume: bar.v,
    }))
    .slice(-sessions);
}
