import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/**
 * The symbol a /stocks/… address asks for, as the not-found page names it: canonical when it can
 * be a ticker, else the text as typed, cut short so an address cannot fill the page.
 */
export function symbolFromPathSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // a malformed escape: shown as it came
  }
  return (normalizeSymbol(text) ?? text.trim()).slice(0, 20);
}
