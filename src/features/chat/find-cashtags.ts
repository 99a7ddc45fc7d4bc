import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/** One `$TICKER` in a message: where it sits (UTF-16 offsets), what was typed, and its canonical symbol. */
export type CashtagMatch = { start: number; end: number; text: string; symbol: string };

/**
 * `$`, a letter, up to five more letters or digits, then an optional class/series suffix.
 * - The look-behind keeps `US$AAPL`, `a$AAPL` and `$$AAPL` out: there the `$` is part of a word
 *   or a price, not a tag.
 * - The look-ahead after the body rejects a run too long to be a ticker instead of cutting it.
 * - The suffix needs a letter or digit after its separator, so the full stop ending
 *   "I bought $AAPL." stays sentence punctuation.
 * ASCII classes without the `i` flag: with `u` and `i`, `[a-z]` would also match `ſ` and the Kelvin sign.
 */
const CASHTAG =
  /(?<![\p{L}\p{N}$])\$[A-Za-z][A-Za-z0-9]{0,5}(?![\p{L}\p{N}])(?:[./-][A-Za-z0-9]{1,3}(?![\p{L}\p{N}]))?/gu;

/** Every cashtag in `text`, in order and with repeats: callers count distinct symbols themselves. */
export function findCashtags(text: string): CashtagMatch[] {
  const matches: CashtagMatch[] = [];
  for (const match of text.matchAll(CASHTAG)) {
    const symbol = normalizeSymbol(match[0]);
    // The pattern is looser than the product's symbol format; that format has the last word.
    if (symbol === null) continue;
    matches.push({
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      symbol,
    });
  }
  return matches;
}
