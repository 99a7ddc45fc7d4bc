import "server-only";
import { and, asc, type Column, eq, gte, inArray, lte } from "drizzle-orm";
import { securityListing } from "@/features/market/server";
import type { Database } from "@/server/db/create-database";
import { dividends, earningsReports } from "@/server/db/schema";
import { dividendColumns, reportColumns } from "./event-columns";

type Range = {
  from: string;
  to: string;
  /** Only these symbols (the person's watchlists), or every symbol with null. */
  symbols: readonly string[] | null;
  /** The most events of each kind; one more is read to tell that some were left out. */
  limit: number;
  /** Today in New York: a stored next report before it is stale (its refresh is due), never shown. */
  today: string;
};

/**
 * The calendar's events between two days (inclusive): dividends by ex-date, filed reports by
 * filing day, and reports to come by the day the market provider announces
 * (docs/live-market.md#upcoming-earnings-dates), from today on; each with the company's name, in
 * day order then symbol. `more` says a kind had more than `limit` in the range.
 */
export async function listCalendarEvents(db: Database, { from, to, symbols, limit, today }: Range) {
  const only = (column: Column) =>
    symbols === null ? undefined : inArray(column, [...symbols, ""]);
  const [dividendRows, reportRows, upcomingRows] = await Promise.all([
    db
      .select({
        symbol: dividends.symbol,
        name: securityListing.name,
        ...dividendColumns,
      })
      .from(dividends)
      .leftJoin(securityListing, eq(securityListing.symbol, dividends.symbol))
      .where(and(gte(dividends.exDate, from), lte(dividends.exDate, to), only(dividends.symbol)))
      .orderBy(asc(dividends.exDate), asc(dividends.symbol), asc(dividends.providerId))
      .limit(limit + 1),
    db
      .select({
        symbol: earningsReports.symbol,
        name: securityListing.name,
        ...reportColumns,
      })
      .from(earningsReports)
      .leftJoin(securityListing, eq(securityListing.symbol, earningsReports.symbol))
      .where(
        and(
          gte(earningsReports.filed, from),
          lte(earningsReports.filed, to),
          only(earningsReports.symbol),
        ),
      )
      .orderBy(asc(earningsReports.filed), asc(earningsReports.symbol))
      .limit(limit + 1),
    db
      .select({
        symbol: securityListing.symbol,
        name: securityListing.name,
        date: securityListing.nextEarningsDate,
        confirmed: securityListing.nextEarningsConfirmed,
      })
      .from(securityListing)
      .where(
        and(
          gte(securityListing.nextEarningsDate, from > today ? from : today),
          lte(securityListing.nextEarningsDate, to),
          eq(securityListing.listed, true),
          only(securityListing.symbol),
        ),
      )
      .orderBy(asc(securityListing.nextEarningsDate), asc(securityListing.symbol))
      .limit(limit + 1),
  ]);
  return {
    dividends: dividendRows.slice(0, limit),
    reports: reportRows.slice(0, limit),
    upcoming: upcomingRows
      .slice(0, limit)
      .flatMap(({ date, confirmed, ...row }) =>
        date ? [{ ...row, date, confirmed: confirmed === true }] : [],
      ),
    more: dividendRows.length > limit || reportRows.length > limit || upcomingRows.length > limit,
  };
}
