import "server-only";
import { env } from "@/env";
import { createYahooClient, type YahooClient } from "./yahoo-client";

let client: YahooClient | undefined;

/** The process's one Yahoo client, so the refresh and the polling feed share its pace and sign-in. */
export function getYahooClient(): YahooClient {
  client ??= createYahooClient({ requestsPerMinute: env.MARKET_DATA_REQUESTS_PER_MINUTE });
  return client;
}
