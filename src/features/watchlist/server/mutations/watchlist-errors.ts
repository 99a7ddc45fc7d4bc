/** The list is not the caller's, or does not exist: the router answers both alike, NOT_FOUND. */
export class WatchlistNotFoundError extends Error {}

/** The caller already has a list by that name (names are unique per person, ignoring case). */
export class WatchlistNameTakenError extends Error {}

/** The symbol is not (or no longer) in the list, e.g. removed in another tab. */
export class WatchlistItemNotFoundError extends Error {
  constructor(readonly symbol: string) {
    super(`${symbol} is not in this list.`);
  }
}
