/**
 * Decimal figures written as `Intl.NumberFormat("en-US")` writes them, character for character, but
 * without Intl: a page's first Intl number format loads the browser's number data, about 40 ms of a
 * phone's start-up (150 ms with Lighthouse's 4× slower CPU), and the screener and stock pages format
 * numbers while they hydrate. format-decimal.test.ts holds this to Intl's output.
 *
 * As Intl does, the number is rounded from its shortest decimal form (what `String(1.005)` shows,
 * "1.005", not the binary value below it), halves away from zero: 1.005 is "1.01" where
 * `toFixed(2)` says "1.00".
 */

/** `value`'s shortest decimal form as its digits and the power of ten of the first one: 1.005 → "1005", 0; 0 → "0", -1. */
export function decimalDigits(value: number): { digits: string; exponent: number } {
  const [mantissa = "0", power = "0"] = String(value).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  const all = `${whole}${fraction}`;
  const leadingZeros = all.length - all.replace(/^0+/, "").length;
  const digits = all.slice(leadingZeros).replace(/0+$/, "");
  return { digits: digits || "0", exponent: whole.length - 1 - leadingZeros + Number(power) };
}

/** Adds one to a string of digits: "0999" → "1000". */
function increment(digits: string): string {
  let carry = 1;
  let out = "";
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const digit = Number(digits[i]) + carry;
    carry = digit === 10 ? 1 : 0;
    out = `${digit % 10}${out}`;
  }
  return carry ? `1${out}` : out;
}

/**
 * The integer and fraction digits of a non-negative `value`, divided by 10^`shift` in decimal (so
 * exactly: 1234.5 is 1.2345 thousands), rounded half away from zero to `maxFraction` digits.
 */
export function roundDecimal(
  value: number,
  maxFraction: number,
  shift = 0,
): { whole: string; fraction: string } {
  const { digits, exponent: unshifted } = decimalDigits(value);
  const exponent = unshifted - shift;
  // The digits kept, as one integer scaled by 10^maxFraction, padded with zeros on the left.
  const kept = exponent + 1 + maxFraction;
  if (kept < 0) return { whole: "0", fraction: "0".repeat(maxFraction) };
  const padded = digits.padEnd(kept, "0");
  let scaled = padded.slice(0, kept) || "0";
  if (Number(digits[kept] ?? "0") >= 5) scaled = increment(scaled);
  scaled = scaled.padStart(maxFraction + 1, "0");
  return {
    whole: scaled.slice(0, scaled.length - maxFraction).replace(/^0+(?=\d)/, ""),
    fraction: scaled.slice(scaled.length - maxFraction),
  };
}

/** Thousands separated by commas, from `minimumGrouping` + 3 digits on ("12345" → "12,345"); compact figures start at 5 digits, as Intl's do. */
function groupThousands(whole: string, minimumGrouping: number): string {
  return whole.length < minimumGrouping + 3 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * `value` written from its rounded digits (roundDecimal): its sign, a negative keeping its "-" even
 * when it rounds to zero ("-0.00") as Intl's does; grouped thousands; and the fraction without
 * trailing zeros past `minFraction`.
 */
export function writeDecimal(
  value: number,
  { whole, fraction }: { whole: string; fraction: string },
  minFraction: number,
  minimumGrouping = 1,
): string {
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  let shown = fraction;
  while (shown.length > minFraction && shown.endsWith("0")) shown = shown.slice(0, -1);
  return `${sign}${groupThousands(whole, minimumGrouping)}${shown ? `.${shown}` : ""}`;
}

/**
 * `value` with `minFraction` to `maxFraction` fraction digits and grouped thousands, as
 * `Intl.NumberFormat("en-US", { minimumFractionDigits, maximumFractionDigits })` writes it.
 */
export function formatDecimal(value: number, minFraction: number, maxFraction: number): string {
  return writeDecimal(value, roundDecimal(Math.abs(value), maxFraction), minFraction);
}
