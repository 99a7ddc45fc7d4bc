import {
  boolean,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";

/*
 * The tables features/calendar owns (docs/architecture.md#layers): only its server/data and
 * server/mutations import them.
 */

/**
 * Cash dividends as a provider declares them (docs/product.md#calendar), keyed by the provider's
 * own id for the corporate action, so a dividend read again is the same row, updated (a pay date
 * added, an amount corrected). Dates are days; `amount` is cash per share in `currency` (null: USD).
 */
export const dividends = pgTable(
  "dividend",
  {
    provider: text("provider").notNull(),
    providerId: text("provider_id").notNull(),
    symbol: text("symbol").notNull(),
    exDate: date("ex_date", { mode: "string" }).notNull(),
    recordDate: date("record_date", { mode: "string" }),
    payDate: date("pay_date", { mode: "string" }),
    amount: doublePrecision("amount").notNull(),
    currency: text("currency"),
    special: boolean("special").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerId] }),
    index("dividend_ex_date_idx").on(table.exDate),
    index("dividend_symbol_idx").on(table.symbol, table.exDate),
  ],
);

/**
 * Quarterly and annual reports as filed with the SEC (EDGAR's company facts): one row per symbol,
 * form and fiscal period, the day it was filed and the EPS it gave. Past reports only: no
 * configured provider announces the date of a report to come (docs/live-market.md#news-and-calendars).
 */
export const earningsReports = pgTable(
  "earnings_report",
  {
    symbol: text("symbol").notNull(),
    form: text("form", { enum: ["10-Q", "10-K"] }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    filed: date("filed", { mode: "string" }).notNull(),
    eps: doublePrecision("eps"),
    months: smallint("months").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.symbol, table.form, table.periodEnd] }),
    index("earnings_report_filed_idx").on(table.filed),
  ],
);
