/** What a typed number reads as: a value (undefined for an empty field), or why it cannot be read. */
export type NumberInput = { ok: true; value: number | undefined } | { ok: false; reason: string };

/** Suffixes as finance sites write them; case does not matter ("m" is a million, never a milli). */
const MULTIPLIERS: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12 };

/** Digits with an optional decimal part; commas only between groups of three ("1,000", "12,345.6"). */
const PLAIN = /^\d+(\.\d*)?$|^\.\d+$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * Reads a number as people type it into a screener (docs/product.md#screener): `1M`, `2.5B`,
 * `500k`, `1.5T`, `1,000`, `-5`, ` 12 `, and `10%` where the field is a percentage. Anything else
 * is refused with a reason the field shows, so a typo is never applied as some other number.
 */
export function parseNumberInput(
  text: string,
  { percent = false }: { percent?: boolean } = {},
): NumberInput {
  let rest = text.trim();
  if (rest === "") return { ok: true, value: undefined };
  const example = percent
    ? "Enter a percentage, like 5 or -2.5%."
    : "Enter a number, like 500k, 2.5B or 1,000.";

  let sign = 1;
  if (/^[-+−]/.test(rest)) {
    sign = /^[-−]/.test(rest) ? -1 : 1;
    rest = rest.slice(1);
  }
  if (rest.endsWith("%")) {
    if (!percent) return { ok: false, reason: "This field takes a number, not a percentage." };
    rest = rest.slice(0, -1);
  }
  if (!percent && rest.startsWith("$")) rest = rest.slice(1);

  const multiplier = MULTIPLIERS[rest.slice(-1).toLowerCase()];
  if (multiplier !== undefined) rest = rest.slice(0, -1);
  if (rest.includes(",") && !GROUPED.test(rest))
    return { ok: false, reason: "Put commas between groups of three digits, as in 1,000." };
  const digits = rest.replace(/,/g, "");
  if (!PLAIN.test(digits)) return { ok: false, reason: example };

  const value = sign * Number(digits) * (multiplier ?? 1);
  // Number("0.1") * 1e6 is 100000.00000000001: round off the float noise the suffix brings in.
  return { ok: true, value: multiplier === undefined ? value : Number(value.toPrecision(12)) };
}
