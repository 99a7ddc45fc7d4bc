import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { retiredGuests, users } from "@/server/db/schema";

/**
 * Writes a guest's user row at its first save (docs/security.md, "Sessions"): starting a guest
 * session makes no row, so browsing as a guest costs the database nothing. A retired guest id is
 * never brought back.
 */
export async function ensureGuestRow(db: Database, guestId: string): Promise<void> {
  await db.execute(sql`
    insert into ${users} (id, type)
    select ${guestId}::uuid, 'guest'
    where not exists (select 1 from ${retiredGuests} where id = ${guestId})
    on conflict (id) do nothing`);
}
