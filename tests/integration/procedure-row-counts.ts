import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";

/** Both drivers answer raw SQL with `{ rows }`; the shared database type cannot say so. */
type Rows<T> = { rows: T[] };

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A function returning the row count of every table, in one round trip. The tables are read from
 * the database (information_schema), so a table added by a later migration is counted too; only
 * drizzle's own migration journal is left out.
 */
export async function createRowCounter(
  db: Database,
): Promise<() => Promise<Record<string, number>>> {
  const listed = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_name <> '__drizzle_migrations'
    order by 1, 2`)) as unknown as Rows<{ schema: string; name: string }>;
  if (listed.rows.length === 0) throw new Error("no tables found to count");
  const query = listed.rows
    .map(
      ({ schema, name }) =>
        `select ${quoteLiteral(`${schema}.${name}`)} as name, count(*)::int as n from ${quoteIdentifier(schema)}.${quoteIdentifier(name)}`,
    )
    .join(" union all ");
  return async () => {
    const counted = (await db.execute(sql.raw(query))) as unknown as Rows<{
      name: string;
      n: number;
    }>;
    return Object.fromEntries(counted.rows.map(({ name, n }) => [name, Number(n)]));
  };
}

/** The tables whose row count changed, as "table: before → after", or "" when none did. */
export function describeRowChanges(
  before: Record<string, number>,
  after: Record<string, number>,
): string {
  const tables = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return tables
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table] ?? "none"} → ${after[table] ?? "none"}`)
    .join(", ");
}
