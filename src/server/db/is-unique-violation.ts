/** Whether PostgreSQL raised `sqlState`, whichever driver (pg or PGlite) raised it, wrapped by Drizzle or not. */
function hasSqlState(error: unknown, sqlState: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/** PostgreSQL's foreign_key_violation (23503): the row referred to is not there. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, "23503");
}
