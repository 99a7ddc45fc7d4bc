import { expect, it } from "vitest";
import { splitExtendedHours } from "./split-extended-hours";
import type { StreamedQuote } from "./streamed-quote";

const quote = (more: Partial<StreamedQuote>): StreamedQuote => ({
  symbol: "AAPL",
  price: 101,
  bid: null,
  ask: null,
  open: null,
  high: null,
  low: null,
  volume: 0,
  previousClose: 100,
  regularClose: null,
  session: "regular",
  asOf: "2021-03-01T15:00:00.000Z",
  source: "simulated",
  seq: 1,
  ...more,
});

it("keeps a regular-session trade as the headline, its change against the previous close", () => {
  const { regular, extended } = splitExtendedHours(quote({}));
  expect(regular).toMatchObject({ price: 101, change: 1 });
  expect(regular.changePct).toBeCloseTo(1, 10);
  expect(extended).toBeNull();
});

it("after hours, heads with today's close and gives the later trade its own change against it", () => {
  const { regular, extended } = splitExtendedHours(
    quote({ session: "post", price: 99, regularClose: 110 }),
  );
  expect(regular).toMatchObject({ price: 110, change: 10 });
  expect(regular.changePct).toBeCloseTo(10, 10);
  expect(extended).toMatchObject({ label: "After hours", price: 99, change: -11 });
  expect(extended!.changePct).toBeCloseTo(-10, 10);
});

it("pre-market, heads with the previous close and an unknown change, the trade against that close", () => {
  const { regular, extended } = splitExtendedHours(quote({ session: "pre", price: 102 }));
  expect(regular).toMatchObject({ price: 100, change: null, changePct: null });
  expect(extended).toMatchObject({ label: "Pre-market", price: 102, change: 2 });
  expect(extended!.changePct).toBeCloseTo(2, 10);
});

it("overnight, once the after-hours session has ended, still shows the close and the last late trade apart", () => {
  const { extended } = splitExtendedHours(
    quote({ session: "closed", price: 98, regularClose: 100 }),
  );
  expect(extended).toMatchObject({ label: "After hours", price: 98, change: -2 });
});
