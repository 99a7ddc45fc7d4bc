/** PostgreSQL SQLSTATEs of a connection that is gone or cannot be had (class 08, shutdowns, too many connections). */
const UNAVAILABLE_CODES = new Set([
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EAI_AGAIN",
]);
/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
];
/** SQLSTATE 57014: the statement ran past statement_timeout (or was cancelled). */
const STATEMENT_TIMEOUT = "57014";

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is not answering right now. Please try again in a moment.";
export const DATABASE_TIMEOUT_MESSAGE =
  "The database took too long to answer. Please try again, or narrow what you asked for.";

/**
 * The sentence for a failure that is the database's state rather than a bug, or null: a dropped or
 * refused connection, or a statement past its timeout (docs/security.md, "Faults"). Drizzle wraps
 * driver errors, so the whole `cause` chain is read.
 */
export function describeDatabaseFailure(error: unknown): string | null {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 6;
    current = current.cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (code === STATEMENT_TIMEOUT) return DATABASE_TIMEOUT_MESSAGE;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code)))
      return DATABASE_UNAVAILABLE_MESSAGE;
    if (
      UNAVAILABLE_MESSAGES.some((pattern) =>
        pattern.test(current instanceof Error ? current.message : ""),
      )
    )
      return DATABASE_UNAVAILABLE_MESSAGE;
    // AggregateError (several addresses refused) carries its parts in `errors`.
    const parts = (current as { errors?: unknown }).errors;
    if (Array.isArray(parts) && parts.some((part) => describeDatabaseFailure(part) !== null))
      return DATABASE_UNAVAILABLE_MESSAGE;
  }
  return null;
}
