import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { selectRawRows } from "@/server/db/select-raw-rows";
import type { LiveQuote } from "../../live-quote";
import { QUOTE_CHANNEL } from "../quotes/quote-channel";

/**
 * Upserts a batch of quotes, latest per symbol, in ONE statement, each written row taking the next
 * `quote_seq`, and notifies `market_quotes` with the highest number written
 * (docs/live-market.md#the-live-path-feed--database--page). The notification is part of the
 * statement, so PostgreSQL delivers it when (and only if) the rows commit. Symbols not in
 * `security` are skipped, not refused: a feed may know symbols the listing does not.
 * Returns the highest number written, or null when nothing was.
 */
export async function writeQuotes(db: Database, quotes: LiveQuote[]): Promise<number | null> {
  if (quotes.length === 0) return null;
  const rows = JSON.stringify(
    quotes.map((quote) => ({
      symbol: quote.symbol,
      price: quote.price,
      bid: quote.bid,
      ask: quote.ask,
      open: quote.open,
      high: quote.high,
      low: quote.low,
      volume: Math.round(quote.volume),
      previous_close: quote.previousClose,
      regular_close: quote.regularClose,
      session: quote.session,
      as_of: quote.asOf.toISOString(),
      source: quote.source,
    })),
  );
  const [row] = await selectRawRows<{ seq: string | null }>(
    db,
    sql`with input as (
      select * from json_to_recordset(${rows}::json) as r(
        symbol text, price float8, bid float8, ask float8, open float8, high float8, low float8,
        volume bigint, previous_close float8, regular_close float8, session text,
        as_of timestamptz, source text)
    ), written as (
      insert into quote (symbol, price, bid, ask, open, high, low, volume, previous_close,
        regular_close, session, as_of, source, seq)
      select input.symbol, input.price, input.bid, input.ask, input.open, input.high,
        input.low, input.volume, input.previous_close, input.regular_close, input.session,
        input.as_of, input.source, nextval('quote_seq')
      from input where exists (select from security where security.symbol = input.symbol)
      on conflict (symbol) do update set price = excluded.price, bid = excluded.bid,
        ask = excluded.ask, open = excluded.open, high = excluded.high, low = excluded.low,
        volume = excluded.volume, previous_close = excluded.previous_close,
        regular_close = excluded.regular_close, session = excluded.session,
        as_of = excluded.as_of, source = excluded.source, seq = excluded.seq
      returning seq
    )
    select max(seq)::text as seq, pg_notify(${QUOTE_CHANNEL}, max(seq)::text)
    from written having count(*) > 0`,
  );
  return row?.seq ? Number(row.seq) : null;
}
