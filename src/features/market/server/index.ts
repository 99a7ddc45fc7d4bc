/**
 * What other features may use of the market on the server (docs/architecture.md#layers). The
 * market owns `security`, `daily_bar` and `market_refresh` (src/server/db/schema.ts); the screener
 * selects from `securityListing`, the table with the market's "listed" rule as a column, so a
 * screen stays one SQL query and shows the symbols the movers and counts show; a watchlist's rows
 * read their month of closes from it too (`monthCloses`, stored by each refresh). The rest of this
 * folder is the market's own; eslint.config.mjs lets other features import this file only.
 */

export { deriveEarningsReports, type EarningsReport } from "../edgar/derive-earnings-reports";
export { type AlpacaClient, createAlpacaClient } from "./alpaca/create-alpaca-client";
export { type AlpacaDividend, fetchAlpacaDividends } from "./alpaca/fetch-alpaca-dividends";
export { type AlpacaNewsArticle, fetchAlpacaNews } from "./alpaca/fetch-alpaca-news";
export { securityListing } from "./data";
export { listCoveredSymbols } from "./data/list-covered-symbols";
export { listQuotesAfter, readLastQuoteSeq, readMarketFeed } from "./data/quotes";
export { getEdgarClient } from "./edgar/get-edgar-client";
export type { CompanyFactsListener } from "./edgar/refresh-company-fundamentals";
export { decodeQuoteNotification, QUOTE_CHANNEL } from "./quotes/quote-channel";
