/** PostgreSQL's unique_violation (23505), whichever driver (pg or PGlite) raised it, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
