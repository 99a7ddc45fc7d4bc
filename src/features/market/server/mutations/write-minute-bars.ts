import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { MinuteBar } from "../../minute-bar";

/**
 * Upserts minute bars by (symbol, start) in ONE statement (docs/live-market.md#minute-bars): the
 * batch as JSON through `json_to_recordset`, as the quote writer's. A bar sent again replaces the
 * stored one; symbols not in `security` are skipped, not refused (a feed may know symbols the
 * listing does not).
 */
export async function writeMinuteBars(db: Database, bars: readonly MinuteBar[]): Promise<void> {
  if (bars.length === 0) return;
  const rows = JSON.stringify(
    bars.map((bar) => ({ ...bar, start: bar.start.toISOString(), volume: Math.round(bar.volume) })),
  );
  await db.execute(sql`insert into minute_bar (symbol, start, open, high, low, close, volume)
    select input.symbol, input.start, input.open, input.high, input.low, input.close, input.volume
    from json_to_recordset(${rows}::json) as input(symbol text, start timestamptz, open float8,
      high float8, low float8, close float8, volume bigint)
    where exists (select from security where security.symbol = input.symbol)
    on conflict (symbol, start) do update set open = excluded.open, high = excluded.high,
      low = excluded.low, close = excluded.close, volume = excluded.volume`);
}
