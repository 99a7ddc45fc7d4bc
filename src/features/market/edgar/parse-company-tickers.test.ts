import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { parseCompanyTickers } from "./parse-company-tickers";

it("maps the SEC's tickers to canonical symbols and skips malformed entries", () => {
  const ciks = parseCompanyTickers(
    JSON.parse(readFileSync("tests/fixtures/edgar/company_tickers.json", "utf8")),
  );
  expect(Object.fromEntries(ciks)).toEqual({
    AAPL: 320193,
    "BRK.B": 1067983,
    "BRK.A": 1067983,
    TSLA: 1318605,
    GONE: 99999999,
  });
  expect(parseCompanyTickers("[]").size).toBe(0);
  expect(parseCompanyTickers(null).size).toBe(0);
});
