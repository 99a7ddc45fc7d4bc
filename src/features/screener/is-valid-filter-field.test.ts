import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { securityTypes } from "@/server/db/enums";
import { isValidFilterField } from "./is-valid-filter-field";
import { screenFilterSchema } from "./screen-filter";
import { MAX_SCREEN_SYMBOLS, marketCapBands, rangeFields } from "./screen-filter-fields";

const zodSays = (field: string, value: unknown) =>
  screenFilterSchema.safeParse({ [field]: value }).success;

/** Text near the limits: control characters, spaces to trim, long runs, ticker-like words. */
const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({
    unit: fc.constantFrom("a", " ", "\u0000", "\n", "\u202e", "\u0085", "."),
    maxLength: 130,
  }),
  fc.constantFrom(
    "AAPL",
    "brk/b",
    "BRK-B",
    "$msft",
    "AAIC^B",
    "hello!!",
    "",
    "   ",
    "x".repeat(60),
    `${"x".repeat(60)} `,
    "x".repeat(61),
    "y".repeat(120),
    "y".repeat(121),
    "Z".repeat(25),
  ),
);
const number = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e7, -1e7, 1e7 + 1, 1e14, 1e15, -0, Number.NaN, Infinity),
);
const range = fc.oneof(
  fc.record({ min: number, max: number }, { requiredKeys: [] }),
  fc.record({ min: number, other: number }, { requiredKeys: [] }),
);
const word = fc.oneof(
  text,
  fc.constantFrom(
    ...securityTypes,
    ...Object.keys(marketCapBands),
    "above",
    "below",
    "oversold",
    "overbought",
    "neutral",
    "thisWeek",
    "nextWeek",
  ),
);
const value = fc.oneof(
  { weight: 3, arbitrary: fc.array(word, { maxLength: 8 }) },
  { weight: 2, arbitrary: range },
  { weight: 2, arbitrary: word },
  {
    weight: 1,
    arbitrary: fc.record(
      { sma20: word, sma50: word, sma200: word, rsi: word },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
);
const field = fc.constantFrom(
  ...Object.keys(screenFilterSchema.unwrap().shape),
  "unknown",
  "__proto__",
);

describe("isValidFilterField", () => {
  it("agrees with the filter's schema on every field and value", () => {
    fc.assert(
      fc.property(field, value, (name, candidate) => {
        expect(isValidFilterField(name, candidate)).toBe(zodSays(name, candidate));
      }),
      { numRuns: 5_000 },
    );
  });

  it("agrees at each list's limits", () => {
    const lists: Array<[string, string]> = [
      ["sectors", "Energy"],
      ["securityTypes", "common"],
      ["marketCapBands", "mega"],
      ["symbols", "AAPL"],
    ];
    for (const [name, item] of lists) {
      for (const length of [0, 1, 5, 6, 50, 51, MAX_SCREEN_SYMBOLS, MAX_SCREEN_SYMBOLS + 1]) {
        const candidate = Array.from({ length }, () => item);
        expect(isValidFilterField(name, candidate), `${name} × ${length}`).toBe(
          zodSays(name, candidate),
        );
      }
    }
    const texts: Array<[string, (text: string) => unknown]> = [
      ["search", (text) => text],
      ["sectors", (text) => [text]],
    ];
    for (const [name, wrap] of texts) {
      for (const candidate of [
        "x".repeat(60),
        ` ${"x".repeat(60)} `,
        "x".repeat(61),
        "y".repeat(120),
        "y".repeat(121),
        "",
        "  ",
        "a\u0000b",
        "a\u202eb",
        "a\u0085b",
      ]) {
        expect(
          isValidFilterField(name, wrap(candidate)),
          `${name} ${JSON.stringify(candidate)}`,
        ).toBe(zodSays(name, wrap(candidate)));
      }
    }
    for (const [name, { limit }] of Object.entries(rangeFields)) {
      for (const candidate of [
        { min: -limit, max: limit },
        { min: limit + 1 },
        { max: -limit - 1 },
        { min: 2, max: 1 },
        {},
      ]) {
        expect(isValidFilterField(name, candidate), `${name} ${JSON.stringify(candidate)}`).toBe(
          zodSays(name, candidate),
        );
      }
    }
  });
});
