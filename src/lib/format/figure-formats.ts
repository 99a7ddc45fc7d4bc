/**
 * How the dashboard writes its numbers (docs/product.md#analytics): whole counts with separators,
 * rates to one decimal of a percent, money in dollars and cents, days as "Mar 4". One locale on the
 * server and in the browser, so a rendered page and its hydration agree.
 */
export const figureFormats = {
  count: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  percent: new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }),
  dollars: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }),
  milliseconds: new Intl.NumberFormat("en-US", {
    style: "unit",
    unit: "millisecond",
    unitDisplay: "short",
    maximumFractionDigits: 0,
  }),
  score: new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 }),
  day: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }),
  date: new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }),
};
