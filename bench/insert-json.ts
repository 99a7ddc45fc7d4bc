import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";

const CHUNK = 10_000;

/** Inserts `rows` into `table` through json_to_recordset, CHUNK rows a statement; `columns` name → type. */
export async function insertJson(
  db: Database,
  table: string,
  columns: Record<string, string>,
  rows: object[],
) {
  const names = Object.keys(columns).join(", ");
  const types = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(", ");
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${json}::json) as r(${sql.raw(types)})`,
    );
  }
}
