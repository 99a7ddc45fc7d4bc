/**
 * docs/product.md#stock-page-chart: the market's average is compared on the chart as this entry
 * among the compared symbols, one no symbol can be (a symbol is letters and digits with `.`, `/`,
 * `^` or `-`, never `@`: normalize-symbol.ts), so settings kept before it existed still read.
 */
export const MARKET_AVERAGE = "@market";
/** What the chart's legend, its line's label and the compare picker call it. */
export const MARKET_AVERAGE_TITLE = "Market average";
/**
 * docs/product.md#stock-page-chart: how many of the largest listed common stocks by market cap it
 * averages, the universe the market map draws (docs/product.md#market-map).
 */
export const MARKET_AVERAGE_SIZE = 500;
/**
 * docs/product.md#stock-page-chart: the sessions it goes back at most, five years (All's line
 * starts there): what a live provider loads, and the simulated history's length. Working out
 * more read too many bars for a chart's line (bench/market-average.ts).
 */
export const MARKET_AVERAGE_SESSIONS = 1_260;
