import { normalizeSymbol } from "@/lib/symbols/normalize-symbol";
import { FORBIDDEN_CHARACTERS } from "@/lib/validation/forbidden-characters";
import { securityTypes } from "@/server/db/enums";
import {
  earningsWindows,
  MAX_SCREEN_SYMBOLS,
  marketCapBands,
  type RangeField,
  rangeFields,
} from "./screen-filter-fields";

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const listOf =
  (max: number, item: Check, min = 0): Check =>
  (value) =>
    Array.isArray(value) && value.length >= min && value.length <= max && value.every(item);
const oneOf =
  (values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);
/** singleLineText: trimmed, at most `max` characters, no control characters. */
const lineText =
  (max: number, min = 0): Check =>
  (value) => {
    if (typeof value !== "string") return false;
    const text = value.trim();
    return text.length >= min && text.length <= max && !FORBIDDEN_CHARACTERS.test(text);
  };
/** A strict object of optional fields, each checked when present. */
const objectOf =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) &&
    Object.entries(value).every(
      ([key, entry]) => Object.hasOwn(fields, key) && (entry === undefined || fields[key]!(entry)),
    );

function range(field: RangeField): Check {
  const { limit } = rangeFields[field];
  const bound: Check = (value) =>
    typeof value === "number" && Number.isFinite(value) && value >= -limit && value <= limit;
  const bounds = objectOf({ min: bound, max: bound });
  return (value) => {
    if (!bounds(value)) return false;
    const { min, max } = value as { min?: number; max?: number };
    return min === undefined || max === undefined || min <= max;
  };
}

const names = listOf(50, lineText(120, 1));
const fieldChecks: Record<string, Check> = {
  search: lineText(60),
  securityTypes: listOf(5, oneOf(securityTypes)),
  sectors: names,
  industries: names,
  countries: names,
  exchanges: names,
  marketCapBands: listOf(5, oneOf(Object.keys(marketCapBands))),
  ...Object.fromEntries(
    (Object.keys(rangeFields) as RangeField[]).map((field) => [field, range(field)]),
  ),
  sma: objectOf({
    sma20: oneOf(["above", "below"]),
    sma50: oneOf(["above", "below"]),
    sma200: oneOf(["above", "below"]),
  }),
  rsi: oneOf(["oversold", "overbought", "neutral"]),
  earningsDate: oneOf(Object.keys(earningsWindows)),
  symbols: listOf(
    MAX_SCREEN_SYMBOLS,
    (value) => typeof value === "string" && value.length <= 24 && normalizeSymbol(value) !== null,
    1,
  ),
};

/**
 * Whether one field of a screen filter, as an address or a saved screen gives it, is one the
 * server accepts: the same answer as the filter's zod schema (screen-filter.ts) for that field
 * alone, which a property test holds it to, without loading zod in the browser. Zod and the
 * screener's hundred-odd schemas were a tenth of the screener's first-load JavaScript, and
 * evaluating them was part of the page's longest task on a phone (docs/decisions.md#shell).
 */
export function isValidFilterField(field: string, value: unknown): boolean {
  if (!Object.hasOwn(fieldChecks, field)) return false;
  return value === undefined || fieldChecks[field]!(value);
}
