import type { Database } from "./create-database";

/**
 * A statement of a request's hot path, built once per database handle rather than per call.
 * drizzle builds a query's SQL text, and a query object around it, on every call; a prepared
 * query keeps both and only binds its placeholders. On PostgreSQL its name also makes each
 * connection parse and plan it once (node-postgres prepares a named statement on first use and
 * binds it after). A pooler in transaction mode must allow prepared statements for that
 * (PgBouncer 1.21+: `max_prepared_statements`; docs/scaling.md#per-request-cost).
 * @see https://orm.drizzle.team/docs/perf-queries
 * @see https://node-postgres.com/features/queries#prepared-statements
 */
export function preparedStatement<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let prepared = statements.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      statements.set(db, prepared);
    }
    return prepared;
  };
}
