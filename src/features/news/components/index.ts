/** The news UI other features place (docs/architecture.md#layers). */
export { StockNews } from "./stock-news";
export { WatchlistNews } from "./watchlist-news";
