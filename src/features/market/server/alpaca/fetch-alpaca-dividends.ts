import { pagination } from "@alpacahq/alpaca-trade-api/rest";
import type { AlpacaClient } from "./create-alpaca-client";

/** Alpaca's largest corporate-actions page. */
const ACTIONS_PAGE = 1_000;

/** A cash dividend as Alpaca's corporate-actions API gives it, dates as New York days. */
export type AlpacaDividend = {
  id: string;
  symbol: string;
  exDate: string;
  recordDate: string | null;
  payDate: string | null;
  /** Cash per share (Alpaca's `rate`), in `currency` (null: USD or not known yet). */
  amount: number;
  currency: string | null;
  special: boolean;
};

/** The SDK reads "2026-11-30" as midnight UTC: the day is the ISO date's first ten characters. */
const day = (date: Date | undefined) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;

/**
 * The cash dividends of `symbols` whose ex-date lies between `start` and `end` (days, inclusive):
 * Alpaca's corporate actions of type `cash_dividend`, pages of 1,000 followed by `next_page_token`,
 * each page one paced request. Declared dividends appear before their ex-date, so an `end` in the
 * future brings the ones announced.
 * @see https://docs.alpaca.markets/reference/corporateactions-1
 */
export async function fetchAlpacaDividends(
  client: AlpacaClient,
  symbols: readonly string[],
  start: Date,
  end: Date,
): Promise<AlpacaDividend[]> {
  if (symbols.length === 0) return [];
  const dividends = await pagination.collect(async (pageToken) => {
    const page = await client.corporateActions.corporateActions({
      symbols: symbols.join(","),
      types: "cash_dividend",
      start,
      end,
      limit: ACTIONS_PAGE,
      sort: "asc",
      pageToken,
    });
    return { items: page.corporateActions.cashDividends ?? [], nextPageToken: page.nextPageToken };
  });
  return dividends.flatMap((dividend) => {
    const exDate = day(dividend.exDate);
    if (!exDate) return [];
    return [
      {
        id: dividend.id,
        symbol: dividend.symbol,
        exDate,
        recordDate: day(dividend.recordDate),
        payDate: day(dividend.payableDate),
        amount: dividend.rate,
        currency: dividend.currency || null,
        special: dividend.special,
      },
    ];
  });
}
