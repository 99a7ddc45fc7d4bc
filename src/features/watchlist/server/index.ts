/**
 * What other features may use of watchlists on the server (docs/architecture.md#layers): the
 * person's lists with their symbols, which chat's room directory reads to offer each watched
 * symbol's room; and every watched symbol, which the news and dividend refreshes ask about first.
 * The rest of this folder is the watchlist's own.
 */
export { listWatchlists } from "./data";
export { listWatchedSymbols } from "./data/list-watched-symbols";
