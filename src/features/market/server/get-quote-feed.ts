import "server-only";
import { env } from "@/env";
import type { DatabaseHandle } from "@/server/db/create-database";
import { marketSessionAt } from "../market-session";
import { createAlpacaFeed } from "./alpaca/create-alpaca-feed";
import { getAlpacaClient } from "./alpaca/get-alpaca-client";
import { createYahooFeed } from "./create-yahoo-feed";
import { getYahooClient } from "./get-yahoo-client";
import type { QuoteFeed } from "./quote-feed";
import { createFileQuoteFeed } from "./quotes/create-file-quote-feed";
import { createSimulatedFeed } from "./simulated-feed";
import { systemFeedClock } from "./system-feed-clock";

const sessionAt = (at: Date) => marketSessionAt(at).session;

/**
 * The live feed this server runs (docs/live-market.md#quotes-and-sources), one per provider:
 * Alpaca's stream, Yahoo's polling, or with the bundled snapshot the simulated market, which
 * `MARKET_SIMULATOR_DAY_MINUTES=0` turns off (then nothing streams and pages show the stored quotes
 * with their date). On the embedded database the simulator ticks only what open pages show: its
 * every symbol is work in this process. `MARKET_QUOTE_FILE` follows a file of quotes instead (the
 * browser tests').
 */
export function getQuoteFeed({ db, kind }: Pick<DatabaseHandle, "db" | "kind">): QuoteFeed | null {
  if (env.MARKET_QUOTE_FILE) return createFileQuoteFeed(env.MARKET_QUOTE_FILE);
  switch (env.MARKET_DATA_PROVIDER) {
    case "alpaca":
      return createAlpacaFeed(getAlpacaClient(), { sessionAt });
    case "yahoo":
      return createYahooFeed(getYahooClient(), { sessionAt, pollSeconds: env.MARKET_POLL_SECONDS });
    default:
      return env.MARKET_SIMULATOR_DAY_MINUTES === 0
        ? null
        : createSimulatedFeed({
            db,
            clock: systemFeedClock,
            follows: kind === "pglite" ? "shown" : "listed",
          });
  }
}
