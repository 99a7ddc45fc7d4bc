import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";

/**
 * Copies every quote written after `afterSeq` into its `security` row, in one statement: the
 * screener sorts and filters on `security` (docs/live-market.md#the-live-path-feed--database--page).
 * The change is against the quote's previous close (else the stored one), and the market cap moves
 * with the price (cap × new / old), so cap and price agree wherever a symbol is shown. A simulated
 * quote leaves the row's source as it is: the simulated market moves the bundled listing, which
 * stays "snapshot" (no provider's figures, the data notice naming the simulated day), as its day
 * closes write it. Returns the highest number folded, or `afterSeq` when there was nothing new.
 */
export async function foldQuotes(db: Database, afterSeq: number): Promise<number> {
  const [row] = await selectRawRows<{ seq: string | null }>(
    db,
    sql`with folded as (
      update security set
        last_price = quote.price,
        previous_close = coalesce(quote.previous_close, security.previous_close),
        change = quote.price - coalesce(quote.previous_close, security.previous_close),
        change_pct = case when coalesce(quote.previous_close, security.previous_close) > 0
          then (quote.price / coalesce(quote.previous_close, security.previous_close) - 1) * 100 end,
        market_cap = case when security.last_price > 0
          then security.market_cap * quote.price / security.last_price
          else security.market_cap end,
        volume = quote.volume, open = quote.open, day_high = quote.high, day_low = quote.low,
        as_of = quote.as_of,
        source = case when quote.source = 'simulated' then security.source else quote.source end
      from quote
      where quote.symbol = security.symbol and quote.seq > ${afterSeq}
      returning quote.seq
    )
    select max(seq)::text as seq from folded`,
  );
  return row?.seq ? Number(row.seq) : afterSeq;
}
