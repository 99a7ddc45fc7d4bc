import { describe, expect, it } from "vitest";
import { formatNumberInput } from "./format-number-input";
import { parseNumberInput } from "./parse-number-input";

const value = (text: string, percent = false) => {
  const read = parseNumberInput(text, { percent });
  return read.ok ? read.value : read.reason;
};

describe("parseNumberInput", () => {
  it("reads suffixes in either case", () => {
    expect(value("1M")).toBe(1_000_000);
    expect(value("1m")).toBe(1_000_000);
    expect(value("2.5B")).toBe(2_500_000_000);
    expect(value("500k")).toBe(500_000);
    expect(value("500K")).toBe(500_000);
    expect(value("1.5T")).toBe(1_500_000_000_000);
    expect(value("0.1M")).toBe(100_000);
  });

  it("reads thousands separators, signs, spaces and a dollar sign", () => {
    expect(value("1,000")).toBe(1000);
    expect(value("12,345.5")).toBe(12_345.5);
    expect(value("-5")).toBe(-5);
    expect(value("−5")).toBe(-5);
    expect(value("+7.25")).toBe(7.25);
    expect(value("  12 ")).toBe(12);
    expect(value("$10")).toBe(10);
    expect(value(".5")).toBe(0.5);
  });

  it("reads an empty field as no bound", () => {
    expect(parseNumberInput("   ")).toEqual({ ok: true, value: undefined });
  });

  it("takes a percent sign in percentage fields only", () => {
    expect(value("10%", true)).toBe(10);
    expect(value("-2.5%", true)).toBe(-2.5);
    expect(value("10%")).toBe("This field takes a number, not a percentage.");
  });

  it("refuses garbage with a reason, never a different number", () => {
    expect(value("abc")).toBe("Enter a number, like 500k, 2.5B or 1,000.");
    expect(value("abc", true)).toBe("Enter a percentage, like 5 or -2.5%.");
    for (const text of ["1..2", "1MM", "M", "-", "1e5", "1 2", "12x", "0x10", "Infinity", "$"])
      expect(parseNumberInput(text).ok, text).toBe(false);
    expect(value("1,00")).toBe("Put commas between groups of three digits, as in 1,000.");
    expect(value("10,0000")).toBe("Put commas between groups of three digits, as in 1,000.");
  });
});

describe("formatNumberInput", () => {
  it("writes a URL's value the short way where it is exact, and reads back the same", () => {
    expect(formatNumberInput(1_000_000)).toBe("1M");
    expect(formatNumberInput(2_500_000_000)).toBe("2.5B");
    expect(formatNumberInput(1_234_567)).toBe("1234567");
    expect(formatNumberInput(12.5)).toBe("12.5");
    expect(formatNumberInput(-5)).toBe("-5");
    expect(formatNumberInput(undefined)).toBe("");
    for (const n of [1_000_000, 2_500_000_000, 1_234_567, 150_000, 0.25, -3_000])
      expect(value(formatNumberInput(n))).toBe(n);
  });
});
