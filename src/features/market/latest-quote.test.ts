import { expect, it } from "vitest";
import { latestQuote } from "./latest-quote";
import type { StreamedQuote } from "./streamed-quote";

const at = (asOf: string, price: number) => ({ asOf, price }) as StreamedQuote;

it("keeps the later of the streamed and rendered quotes, either one alone, or none", () => {
  const older = at("2021-03-02T15:00:00.000Z", 120);
  const newer = at("2021-03-02T16:30:00.000Z", 121);
  expect(latestQuote(older, newer)).toBe(newer); // the stream's stored quote does not step back
  expect(latestQuote(newer, older)).toBe(newer);
  expect(latestQuote(null, older)).toBe(older);
  expect(latestQuote(newer, null)).toBe(newer);
  expect(latestQuote(null, null)).toBeNull();
});
