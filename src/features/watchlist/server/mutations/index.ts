/** The watchlist feature's writes, one concern per file (docs/architecture.md#layers). */
export { addSymbols, type ItemEdit, moveSymbol, removeSymbol, updateItem } from "./item-mutations";
export {
  createWatchlist,
  deleteWatchlist,
  ensureDefaultWatchlist,
  RESTORE_WINDOW_MINUTES,
  renameWatchlist,
  restoreWatchlist,
  setDefaultWatchlist,
} from "./list-mutations";
export { moveGuestRows } from "./move-guest-rows";
export { purgeWatchlistLeftovers } from "./purge-watchlist-leftovers";
export { copySharedWatchlist, shareWatchlist, unshareWatchlist } from "./share-mutations";
export {
  WatchlistItemNotFoundError,
  WatchlistNameTakenError,
  WatchlistNotFoundError,
} from "./watchlist-errors";
