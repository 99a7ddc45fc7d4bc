/**
 * What one list item may hold, for the server's inputs (watchlist-inputs.ts) and the editor's
 * fields alike; apart from the schemas so the editor does not build them in the browser.
 */

/** Longest note a symbol keeps: a thesis line, not an essay (docs/product.md#watchlists). */
export const MAX_NOTE_LENGTH = 500;
/** Highest target price accepted: above any share price ever quoted, below absurd. */
export const MAX_TARGET_PRICE = 10_000_000;
