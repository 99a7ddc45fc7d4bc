/**
 * What other features may use of the market on the server (docs/architecture.md#layers). The
 * market owns `security`, `daily_bar` and `market_refresh` (src/server/db/schema.ts); the screener
 * selects from `securityListing`, the table with the market's "listed" rule as a column, so a
 * screen stays one SQL query and shows the symbols the movers and counts show. A watchlist adds
 * each symbol's recent closes to its rows with `recentCloses` (stored history) and
 * `simulatedRecentCloses` (the snapshot's), so a list's rows stay one query too. The rest of this
 * folder is the market's own; eslint.config.mjs lets other features import this file only.
 */
export { securityListing } from "./data";
export { recentCloses, simulatedRecentCloses } from "./data/recent-closes";
