import type { SQL } from "drizzle-orm";
import type { Database } from "./create-database";

/**
 * The rows of a raw SQL statement as the driver parsed them, keyed by the statement's own column
 * names: both drivers answer `execute` with `{ rows }`, which the shared database type cannot say.
 * No drizzle mapping runs over them, so the statement's casts decide the types (an int8 is text to
 * node-postgres: cast it to float8 for a number).
 */
export async function selectRawRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
