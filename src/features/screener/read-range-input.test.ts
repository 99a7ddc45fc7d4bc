import { expect, it } from "vitest";
import { readRangeInput } from "./read-range-input";

it("reads both bounds, either alone, or none", () => {
  expect(readRangeInput("volume", { min: "1M", max: "2.5B" })).toEqual({
    value: { min: 1e6, max: 2.5e9 },
  });
  expect(readRangeInput("changePct", { min: "", max: "-2%" })).toEqual({ value: { max: -2 } });
  expect(readRangeInput("price", { min: " ", max: "" })).toEqual({ value: undefined });
});

it("refuses a minimum above the maximum, unreadable text and absurd numbers, at the side that has them", () => {
  expect(readRangeInput("price", { min: "100", max: "10" })).toEqual({
    errors: { range: "Minimum is above the maximum." },
  });
  expect(readRangeInput("price", { min: "ten", max: "10" })).toEqual({
    errors: { min: "Enter a number, like 500k, 2.5B or 1,000." },
  });
  expect(readRangeInput("volume", { min: "", max: "100T" })).toEqual({
    errors: { max: "That number is too large for this filter." },
  });
  expect(readRangeInput("peRatio", { min: "5%", max: "" })).toEqual({
    errors: { min: "This field takes a number, not a percentage." },
  });
});
