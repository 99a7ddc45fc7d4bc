import { describe, expect, it } from "vitest";
import { formatDecimal } from "@/lib/format/format-decimal";
import { formatCompact, formatCount, formatPrice } from "@/lib/format/format-market-number";

const price = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 2 });
const count = new Intl.NumberFormat("en-US");

/** A seeded generator, so a failure names a value that fails again. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Values across every magnitude the app shows, with the edges where rounding moves a digit or a unit. */
function sampleValues(): number[] {
  const random = createRandom(20_261_125);
  const values = [
    0, -0, 0.001, -0.001, 0.005, 0.0049, 1.005, 2.675, 1.015, -4.365, 0.125, 120.99, 999.994,
    999.995, 999.999, 9_999.5, 99_999, 999_994, 999_995, 999_999.5, 2_097_644_766_600, 1e15,
    1.23456e15, 1e18, 1e21, 1.5e-7, 147_265_239, -1_234_567,
  ];
  for (let i = 0; i < 20_000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 30 - 8);
    const value = random() * magnitude * (random() < 0.2 ? -1 : 1);
    // Plain draws, and draws cut to few decimals (prices as stored), where halves are common.
    values.push(value, Number(value.toFixed(Math.floor(random() * 5))));
  }
  return values;
}

/**
 * The values where `ours` and Intl write differently (the first ten), compared once: an expect per
 * value (40,000 of them) took 2–3 s a format, near the test's time limit on a busy two-core run.
 */
function differences(
  values: number[],
  ours: (value: number) => string,
  intl: Intl.NumberFormat,
): string[] {
  return values
    .flatMap((value) =>
      ours(value) === intl.format(value)
        ? []
        : [`${value}: ${ours(value)} ≠ ${intl.format(value)}`],
    )
    .slice(0, 10);
}

describe("figures written without Intl", () => {
  const values = sampleValues();

  it("write a price as Intl.NumberFormat('en-US') does with two decimals, halves of the shortest form away from zero", () => {
    expect(formatPrice(1.005)).toBe("1.01");
    expect(formatPrice(1_234_567.891)).toBe("1,234,567.89");
    expect(differences(values, formatPrice, price)).toEqual([]);
  });

  it("write compact figures as Intl's compact notation does, moving to the next unit when rounding reaches it", () => {
    expect(formatCompact(999_995)).toBe("1M");
    expect(formatCompact(2_097_644_766_600, "$")).toBe("$2.1T");
    expect(differences(values, formatCompact, compact)).toEqual([]);
  });

  it("write counts as Intl's default en-US format does", () => {
    expect(formatCount(7_191)).toBe("7,191");
    expect(differences(values, formatCount, count)).toEqual([]);
  });

  it("keep up to the fraction digits asked for, no fewer than the minimum", () => {
    expect(formatDecimal(12.5, 0, 3)).toBe("12.5");
    expect(formatDecimal(12, 2, 2)).toBe("12.00");
    expect(formatDecimal(-0.004, 2, 2)).toBe("-0.00");
  });

  it("write unknown and non-finite figures as a dash", () => {
    expect(formatPrice(null)).toBe("—");
    expect(formatCompact(null)).toBe("—");
    expect(formatCompact(Number.NaN)).toBe("—");
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe("—");
  });
});
