import { expect, it } from "vitest";
import { patchFilter } from "./patch-filter";

it("sets, replaces and removes filters, and drops an SMA filter left without a position", () => {
  const filter = { price: { min: 5 }, sectors: ["Energy"], sma: { sma50: "above" as const } };
  expect(patchFilter(filter, { price: { min: 5, max: 10 }, volume: { min: 1e6 } })).toEqual({
    price: { min: 5, max: 10 },
    sectors: ["Energy"],
    sma: { sma50: "above" },
    volume: { min: 1e6 },
  });
  expect(patchFilter(filter, { sectors: undefined, sma: { sma50: undefined } })).toEqual({
    price: { min: 5 },
  });
  expect(filter).toEqual({ price: { min: 5 }, sectors: ["Energy"], sma: { sma50: "above" } });
});
