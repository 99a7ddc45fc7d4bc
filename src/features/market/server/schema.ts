import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { edgarOutcomes, marketRefreshStatuses, securityTypes } from "../../../server/db/enums";
import type { CompanyFundamentals } from "../edgar/derive-company-fundamentals";
import {
  type MarketSession,
  marketSessions,
  type QuoteFreshness,
  type QuoteSource,
  quoteSources,
} from "../live-quote";

/*
 * The tables features/market owns (docs/architecture.md#layers): only its server/data.ts and
 * server/mutations.ts import them; other features use what its server/index.ts exports.
 * The screener reads `securityListing` through the market's server/index.ts.
 */

/**
 * One row per listed security: the latest quote and the figures derived from its daily history,
 * in one table so a screen is one indexed query. Percentages are in percent (2.5 = 2.5%).
 */
export const securities = pgTable(
  "security",
  {
    symbol: text("symbol").primaryKey(),
    name: text("name").notNull(),
    securityType: text("security_type", { enum: securityTypes }).notNull(),
    exchange: text("exchange"),
    sector: text("sector"),
    industry: text("industry"),
    country: text("country"),
    ipoYear: integer("ipo_year"),
    marketCap: doublePrecision("market_cap"),
    lastPrice: doublePrecision("last_price"),
    change: doublePrecision("change"),
    changePct: doublePrecision("change_pct"),
    volume: bigint("volume", { mode: "number" }),
    perf1w: doublePrecision("perf_1w"),
    perf1m: doublePrecision("perf_1m"),
    perf3m: doublePrecision("perf_3m"),
    perfYtd: doublePrecision("perf_ytd"),
    perf1y: doublePrecision("perf_1y"),
    high52w: doublePrecision("high_52w"),
    low52w: doublePrecision("low_52w"),
    fromHigh52w: doublePrecision("from_high_52w"),
    fromLow52w: doublePrecision("from_low_52w"),
    sma20: doublePrecision("sma20"),
    sma50: doublePrecision("sma50"),
    sma200: doublePrecision("sma200"),
    rsi14: doublePrecision("rsi14"),
    avgVolume3m: bigint("avg_volume_3m", { mode: "number" }),
    relVolume: doublePrecision("rel_volume"),
    /** The last 21 closes as text, oldest first (compute-technicals.ts): a watchlist row's sparkline. */
    monthCloses: text("month_closes"),
    // Fundamentals (docs/product.md#market-data): from the live provider only; null in snapshot mode.
    open: doublePrecision("open"),
    previousClose: doublePrecision("previous_close"),
    dayLow: doublePrecision("day_low"),
    dayHigh: doublePrecision("day_high"),
    sharesOutstanding: bigint("shares_outstanding", { mode: "number" }),
    /** Trailing twelve months' price/earnings; null without positive earnings. */
    peRatio: doublePrecision("pe_ratio"),
    forwardPe: doublePrecision("forward_pe"),
    /** Trailing twelve months' earnings per share, in dollars. */
    eps: doublePrecision("eps"),
    /** Trailing annual dividend yield, in percent. */
    dividendYield: doublePrecision("dividend_yield"),
    /**
     * The next earnings report's day in New York, from the live provider's quote (Yahoo only,
     * docs/live-market.md#upcoming-earnings-dates); null when no source announces one.
     */
    nextEarningsDate: date("next_earnings_date", { mode: "string" }),
    /** False while the provider only estimates that day; null with no date. */
    nextEarningsConfirmed: boolean("next_earnings_confirmed"),
    beta: doublePrecision("beta"),
    website: text("website"),
    /** The company's own description (its business summary). */
    description: text("description"),
    /*
     * From SEC EDGAR's filings (docs/live-market.md#sec-edgar-fundamentals), stored by the
     * fundamentals refresh (company_fundamentals keeps the figures with their dates). The per-share
     * inputs stay here so the ratios that move with the price follow it: the trigger of the migration
     * `security_price_ratios`
     * recomputes P/S and P/B, and P/E and dividend yield where EDGAR has the input, whenever a price
     * is written. Null: EDGAR off, or no such figure filed.
     */
    /** Diluted EPS, trailing twelve months, in dollars (a loss is negative). */
    filedEps: doublePrecision("filed_eps"),
    /** Dividends declared (or paid) per share, trailing twelve months; null when none. */
    filedDividendsPerShare: doublePrecision("filed_dividends_per_share"),
    revenuePerShare: doublePrecision("revenue_per_share"),
    bookValuePerShare: doublePrecision("book_value_per_share"),
    /** Price/sales and price/book: the trigger's, from the two inputs above and `last_price`. */
    psRatio: doublePrecision("ps_ratio"),
    pbRatio: doublePrecision("pb_ratio"),
    /** Net income over revenue, trailing twelve months, in percent. */
    netMargin: doublePrecision("net_margin"),
    debtToEquity: doublePrecision("debt_to_equity"),
    /** The latest period's revenue against the same period a year before, in percent. */
    revenueGrowth: doublePrecision("revenue_growth"),
    /** The latest period's diluted EPS against the same period a year before, in percent. */
    epsGrowth: doublePrecision("eps_growth"),
    /** Dividends per share over diluted EPS, trailing twelve months, in percent. */
    payoutRatio: doublePrecision("payout_ratio"),
    /** When the fundamentals above were last stored; null when never. */
    fundamentalsAsOf: timestamp("fundamentals_as_of", { withTimezone: true }),
    /** "snapshot" (the bundled listing, history simulated) or "yahoo" (live). */
    source: text("source").notNull(),
    historySimulated: boolean("history_simulated").notNull(),
    asOf: timestamp("as_of", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("security_type_market_cap_idx").on(table.securityType, table.marketCap),
    index("security_sector_idx").on(table.sector),
    index("security_exchange_idx").on(table.exchange),
    index("security_as_of_idx").on(table.asOf),
    index("security_change_pct_idx").on(table.changePct),
    index("security_volume_idx").on(table.volume),
    index("security_rel_volume_idx").on(table.relVolume),
    index("security_rsi_idx").on(table.rsi14),
    index("security_pe_ratio_idx").on(table.peRatio),
    index("security_dividend_yield_idx").on(table.dividendYield),
    index("security_ps_ratio_idx").on(table.psRatio),
    index("security_pb_ratio_idx").on(table.pbRatio),
    index("security_net_margin_idx").on(table.netMargin),
    index("security_debt_to_equity_idx").on(table.debtToEquity),
    index("security_name_lower_idx").on(sql`lower(${table.name})`),
    // Trigram (name substring) and prefix (symbol) indexes for search live in migration 0006: they need pg_trgm.
  ],
);

/**
 * Real daily history from a live provider, and the simulated market's closed days (the snapshot's
 * five years before them are generated on demand, never stored). Dates are the exchange's trading
 * days; writes upsert by (symbol, date), so re-running one is safe.
 */
export const dailyBars = pgTable(
  "daily_bar",
  {
    symbol: text("symbol")
      .notNull()
      .references(() => securities.symbol, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    open: doublePrecision("open").notNull(),
    high: doublePrecision("high").notNull(),
    low: doublePrecision("low").notNull(),
    close: doublePrecision("close").notNull(),
    volume: bigint("volume", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
);

/**
 * A live provider's minute bars (docs/live-market.md#minute-bars), as its stream sends them: one
 * per symbol and minute traded, `start` the minute's first instant. Kept for the last five NYSE
 * sessions (the day closes prune the rest); writes upsert by (symbol, start), so a bar sent again
 * (a correction, a reconnect) replaces the one stored.
 */
export const minuteBars = pgTable(
  "minute_bar",
  {
    symbol: text("symbol")
      .notNull()
      .references(() => securities.symbol, { onDelete: "cascade" }),
    start: timestamp("start", { withTimezone: true }).notNull(),
    open: doublePrecision("open").notNull(),
    high: doublePrecision("high").notNull(),
    low: doublePrecision("low").notNull(),
    close: doublePrecision("close").notNull(),
    volume: bigint("volume", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.start] })],
);

/**
 * The trading days a live provider's close has been written for (docs/live-market.md#the-day-close):
 * one row per day, written once every symbol's daily bar and technicals are stored, so the feed's
 * node closes each day once however often it starts; a close cut short leaves no row and runs again.
 */
export const marketDayCloses = pgTable("market_day_close", {
  tradingDay: date("trading_day", { mode: "string" }).primaryKey(),
  source: text("source", { enum: quoteSources }).$type<QuoteSource>().notNull(),
  /** How many symbols got the day's bar. */
  symbols: integer("symbols").notNull(),
  closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per market-data refresh: its progress while it runs and its outcome after. At most one
 * runs at a time across every app node: the partial unique index refuses a second "running" row.
 */
export const marketRefreshes = pgTable(
  "market_refresh",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    status: text("status", { enum: marketRefreshStatuses }).notNull(),
    /** "quotes" while quoting the universe, then "history" while updating bars and technicals. */
    phase: text("phase", { enum: ["quotes", "history"] })
      .notNull()
      .default("quotes"),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("market_refresh_one_running_key")
      .on(table.status)
      .where(sql`${table.status} = 'running'`),
    index("market_refresh_started_idx").on(table.startedAt),
  ],
);

/**
 * What SEC EDGAR said of each symbol's company (docs/live-market.md#sec-edgar-fundamentals): one
 * row per symbol asked about, so the paced refresh resumes where it stopped, oldest `checked_at`
 * first, and asks again after a day. `figures` holds each figure with its period end and filing
 * date, as the stock page shows them.
 */
export const companyFundamentals = pgTable(
  "company_fundamentals",
  {
    symbol: text("symbol")
      .primaryKey()
      .references(() => securities.symbol, { onDelete: "cascade" }),
    /** The SEC's company number, from company_tickers.json; null when the SEC lists no such ticker. */
    cik: integer("cik"),
    /**
     * "stored"; "no-cik": the SEC lists no such ticker; "no-facts": EDGAR has no company facts for
     * it; "unreadable": its answer was too large, not JSON, or too slow.
     */
    outcome: text("outcome", { enum: edgarOutcomes }).notNull(),
    figures: jsonb("figures").$type<CompanyFundamentals>(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("company_fundamentals_checked_at_idx").on(table.checkedAt)],
);

/**
 * The simulated market's clock (docs/live-market.md#the-simulated-market): the simulated trading
 * day and how far into it (minutes past midnight, New York time), so a restart resumes where the
 * simulator stopped. One row, written as the clock moves; none before the simulator first runs.
 */
export const marketSimulatorClock = pgTable(
  "market_simulator_clock",
  {
    id: smallint("id").primaryKey().default(1),
    tradingDay: date("trading_day", { mode: "string" }).notNull(),
    minute: doublePrecision("minute").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("market_simulator_clock_one_row", sql`${table.id} = 1`),
    check(
      "market_simulator_clock_minute_in_day",
      sql`${table.minute} >= 0 and ${table.minute} < 1440`,
    ),
  ],
);

/** Numbers every write of a `quote` row, so a stream resumes after the last number it sent. */
export const quoteSeq = pgSequence("quote_seq");

/**
 * The latest live quote per symbol (docs/live-market.md#the-live-path-feed--database--page): one
 * row, replaced at each write, with a new `seq` from `quote_seq` every time; the hub fetches rows
 * past the last number it sent, so `seq` is indexed.
 */
export const quotes = pgTable(
  "quote",
  {
    symbol: text("symbol")
      .primaryKey()
      .references(() => securities.symbol, { onDelete: "cascade" }),
    price: doublePrecision("price").notNull(),
    bid: doublePrecision("bid"),
    ask: doublePrecision("ask"),
    open: doublePrecision("open"),
    high: doublePrecision("high"),
    low: doublePrecision("low"),
    volume: bigint("volume", { mode: "number" }).notNull(),
    previousClose: doublePrecision("previous_close"),
    regularClose: doublePrecision("regular_close"),
    session: text("session", { enum: marketSessions }).$type<MarketSession>().notNull(),
    asOf: timestamp("as_of", { withTimezone: true }).notNull(),
    source: text("source", { enum: quoteSources }).$type<QuoteSource>().notNull(),
    seq: bigint("seq", { mode: "number" }).notNull().default(sql`nextval('quote_seq')`),
  },
  (table) => [uniqueIndex("quote_seq_key").on(table.seq)],
);

/**
 * The running feed as every node sees it: one row (`id` is always 1) written by the node that
 * runs it, removed when it stops or none is configured. No row: no feed, the stored quotes stand.
 */
export const marketFeeds = pgTable("market_feed", {
  id: integer("id").primaryKey().default(1),
  source: text("source", { enum: quoteSources }).$type<QuoteSource>().notNull(),
  freshness: jsonb("freshness").$type<QuoteFreshness>().notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
});
