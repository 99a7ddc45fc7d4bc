/**
 * Corrections to the 2021 listing (docs/live-market.md#correct-data-everywhere): a company's shares
 * outstanding counted in one class's units, for the share classes whose listing rows all lack a
 * market cap (NASDAQ's listing leaves NYSE `X/Y` classes blank). With it a class's cap is its price
 * times the company's shares, the listing's own rule for classes it does price (GOOG and GOOGL,
 * FOX and FOXA each carry the whole company's cap) and what Finviz and Yahoo show.
 */

// Berkshire Hathaway 10-K for 2020 (SEC accession 0001564590-21-009611), note 22 "Common stock":
// outstanding at 31 December 2020. A class B share has 1/1,500 of a class A share's economic rights.
const BERKSHIRE_CLASS_A = 643_931;
const BERKSHIRE_CLASS_B = 1_350_043_471;
const BERKSHIRE_B_PER_A = 1_500;

export const shareClassShares: Readonly<Record<string, number>> = {
  "BRK.A": BERKSHIRE_CLASS_A + BERKSHIRE_CLASS_B / BERKSHIRE_B_PER_A,
  "BRK.B": BERKSHIRE_CLASS_A * BERKSHIRE_B_PER_A + BERKSHIRE_CLASS_B,
};
