/**
 * The bundled universe: NASDAQ's public listing of NASDAQ, NYSE and AMEX stocks as scraped in early
 * 2021 by `@lutra-labs/stock-exchange-symbol-info` (MIT licence). It is history, and the UI says so
 * (docs/product.md#market-data). Its data file is vendored in ./listing (docs/security.md
 * "Dependencies": the package brought axios 0.21 into production for a scraper the app never runs).
 */
export const SNAPSHOT_SOURCE = {
  name: "NASDAQ's public stock listing (NASDAQ, NYSE, AMEX)",
  package: "@lutra-labs/stock-exchange-symbol-info",
  licence: "MIT",
  /** The listing carries no date; its last session is taken as the end of February 2021. */
  asOf: new Date("2021-02-26T21:00:00Z"),
} as const;
