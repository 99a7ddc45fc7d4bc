/** A ticker as typed: letters, digits, and the class/preferred separators people use. */
const SYMBOL_INPUT = /^[A-Z0-9]{1,6}([./^-](PR)?[A-Z0-9]{1,3})?$/;

/**
 * The one symbol format of the product: upper case, share classes with a dot (`BRK.B`; `BRK/B`
 * and `BRK-B` are accepted), preferred series as `.PR` + series (`AAIC^B`, `AAIC-PB` → `AAIC.PRB`).
 * Null when the text cannot be a ticker.
 */
export function normalizeSymbol(input: string): string | null {
  const text = input.trim().toUpperCase().replace(/^\$/, "");
  if (!SYMBOL_INPUT.test(text)) return null;
  const preferred = /^([A-Z0-9]+)(?:\^|[.-]PR|-P)([A-Z0-9]{1,2})$/.exec(text);
  if (preferred) return `${preferred[1]}.PR${preferred[2]}`;
  return text.replace(/[/-]/g, ".");
}
