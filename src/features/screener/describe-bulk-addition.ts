/** What `watchlist.addSymbols` answered: the symbols added, those already in the list, and those the market does not list. */
type Addition = {
  added: readonly string[];
  already: readonly string[];
  unknown: readonly string[];
};

/** A few symbols by name ("AAPL, MSFT and NVDA"), more as a count ("12 symbols"). */
function naming(symbols: readonly string[]): string {
  if (symbols.length > 3) return `${symbols.length} symbols`;
  return symbols.length === 1
    ? symbols[0]!
    : `${symbols.slice(0, -1).join(", ")} and ${symbols.at(-1)}`;
}

/**
 * The toast after "Add the selected rows" (docs/product.md#screener): which list, what was added,
 * and what was not and why, in a person's words. A refusal (the plan's limit) is the server's own
 * message, toasted by the query client, and never reaches here.
 */
export function describeBulkAddition(
  listName: string,
  { added, already, unknown }: Addition,
): { title: string; description: string } {
  const sentences = [
    added.length > 0 ? `Added ${naming(added)}.` : "Nothing new to add.",
    already.length > 0
      ? `${naming(already)} ${already.length === 1 ? "was" : "were"} already there.`
      : "",
    unknown.length > 0
      ? `${naming(unknown)} ${unknown.length === 1 ? "is" : "are"} not listed now, so not added.`
      : "",
  ];
  return {
    title: added.length > 0 ? `Added to ${listName}` : `Already in ${listName}`,
    description: sentences.filter(Boolean).join(" "),
  };
}
