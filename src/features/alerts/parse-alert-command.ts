import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";

/** What a typed command asks for: a level to cross, or a move from the previous close. */
export type AlertCommand =
  | { kind: "price_cross"; symbol: string; direction: "above" | "below"; level: number }
  | { kind: "percent_move"; symbol: string; percent: number };

const ABOVE = new Set([">", ">=", "above", "over"]);
const BELOW = new Set(["<", "<=", "below", "under"]);

/** "200", "$1,250.50" as a number; null for anything else. */
function readNumber(text: string): number | null {
  const cleaned = text.replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && value <= 10_000_000 ? value : null;
}

/**
 * The command bar's `alert AAPL > 200` (docs/alerts.md#creating-and-managing-alerts): `>`, `>=`,
 * `above` or `over` for crossing up, `<`, `<=`, `below` or `under` for down, and `alert AAPL 5%`
 * or `-5%` for a move from the previous close. Null when the text is not such a command, so the
 * search carries on as a search.
 */
export function parseAlertCommand(text: string): AlertCommand | null {
  const words = text
    .trim()
    .replace(/(>=|<=|[<>])/g, " $1 ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 3 || words.length > 4 || words[0]?.toLowerCase() !== "alert") return null;
  const symbol = normalizeSymbol(words[1] ?? "");
  if (!symbol) return null;
  if (words.length === 3) {
    const percent = /^([+-]?\d+(?:\.\d+)?)%$/.exec(words[2] ?? "");
    const value = percent ? Number(percent[1]) : 0;
    return value !== 0 && Math.abs(value) <= 1_000
      ? { kind: "percent_move", symbol, percent: value }
      : null;
  }
  const operator = (words[2] ?? "").toLowerCase();
  const level = readNumber(words[3] ?? "");
  const direction = ABOVE.has(operator) ? "above" : BELOW.has(operator) ? "below" : null;
  return direction && level !== null ? { kind: "price_cross", symbol, direction, level } : null;
}
