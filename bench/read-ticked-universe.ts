import { and, isNotNull } from "drizzle-orm";
import { currentlyQuoted } from "@/features/market/server/data/currently-quoted";
import type { Database } from "@/server/db/create-database";
import { securities } from "@/server/db/schema";
import type { TickedSecurity } from "./tick-universe";

/** The listed universe a feed follows (the market's "listed" rule) with the close it starts from. */
export async function readTickedUniverse(db: Database): Promise<TickedSecurity[]> {
  const rows = await db
    .select({
      symbol: securities.symbol,
      lastPrice: securities.lastPrice,
      previousClose: securities.previousClose,
      volume: securities.volume,
    })
    .from(securities)
    .where(and(currentlyQuoted(), isNotNull(securities.lastPrice), isNotNull(securities.volume)))
    .orderBy(securities.symbol);
  return rows.map((row) => ({ ...row, lastPrice: row.lastPrice!, volume: row.volume! }));
}
