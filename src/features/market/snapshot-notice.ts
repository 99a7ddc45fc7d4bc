/**
 * What the UI says about the data wherever it is shown: its source, date and licence, and that it
 * is history (the live provider replaces it when configured).
 */
export const SNAPSHOT_NOTICE =
  "Data: NASDAQ's public stock listing (NASDAQ, NYSE, AMEX) as of early 2021, from @lutra-labs/stock-exchange-symbol-info (MIT). It is a historical snapshot, not live prices; price history and technicals are simulated from it.";
