import { performance } from "node:perf_hooks";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/create-database";

/** One statement: when it was sent and answered, and the highest quote number it wrote or folded. */
export type TimedStatement = { start: number; end: number; seq: number | null };

const dialect = new PgDialect();

/**
 * `db` with `execute` timed, for the quote writer: its flush (`insert into quote`,
 * mutations/write-quotes.ts) and its fold (`update security`, mutations/fold-quotes.ts) are the raw
 * statements it runs, told apart by their text. A flush's number names the quotes it wrote, which
 * is the id of the stream events that carry them.
 */
export function timeWriterStatements(db: Database) {
  const flushes: TimedStatement[] = [];
  const folds: TimedStatement[] = [];
  const execute = async (query: Parameters<Database["execute"]>[0]) => {
    const start = performance.now();
    const result = await db.execute(query);
    const text = typeof query === "string" ? query : dialect.sqlToQuery(query.getSQL()).sql;
    const seq = (result as unknown as { rows: Array<{ seq: string | null }> }).rows[0]?.seq;
    const timed = { start, end: performance.now(), seq: seq ? Number(seq) : null };
    if (text.includes("insert into quote")) flushes.push(timed);
    else if (text.includes("update security")) folds.push(timed);
    return result;
  };
  // The writer awaits execute and calls nothing else; all else is db's own, through the prototype.
  return { db: Object.create(db, { execute: { value: execute } }) as Database, flushes, folds };
}
