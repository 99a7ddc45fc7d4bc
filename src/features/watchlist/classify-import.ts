/** What importing symbols into a list does with each: the one answer of the preview and the import. */
export type ImportClasses = {
  /** New and listed, within the plan's room: what the import adds, in the order given. */
  adding: string[];
  already: string[];
  /** Not listed now (unknown, or delisted: the market's `listed`), so never added. */
  unknown: string[];
  /** New and listed, past the plan's room: their presence refuses the import (docs/product.md#watchlists). */
  overLimit: string[];
};

/** What the server knows when it classifies: the list's symbols, which are listed, and the room left (null: no limit). */
export type ImportKnowledge = {
  held: ReadonlySet<string>;
  listed: ReadonlySet<string>;
  room: number | null;
};

/**
 * Sorts canonical, distinct symbols into the import's classes. The preview (`watchlist.previewImport`)
 * and the import (`watchlist.addSymbols`) both call it with what the database holds, so what the
 * dialog promises is what the import does; invalid text never reaches it (parseSymbolList drops it).
 */
export function classifyImport(
  symbols: readonly string[],
  { held, listed, room }: ImportKnowledge,
): ImportClasses {
  const classes: ImportClasses = { adding: [], already: [], unknown: [], overLimit: [] };
  for (const symbol of symbols) {
    if (held.has(symbol)) classes.already.push(symbol);
    else if (!listed.has(symbol)) classes.unknown.push(symbol);
    else if (room !== null && classes.adding.length >= room) classes.overLimit.push(symbol);
    else classes.adding.push(symbol);
  }
  return classes;
}
