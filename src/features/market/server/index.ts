/**
 * What other features may use of the market on the server (docs/architecture.md#layers). The
 * market owns `security`, `daily_bar` and `market_refresh` (src/server/db/schema.ts); the screener
 * selects from `securityListing`, the table with the market's "listed" rule as a column, so a
 * screen stays one SQL query and shows the symbols the movers and counts show; a watchlist's rows
 * read their month of closes from it too (`monthCloses`, stored by each refresh). The rest of this
 * folder is the market's own; eslint.config.mjs lets other features import this file only.
 */
export { securityListing } from "./data";
