/** The error the database driver raised, under Drizzle's wrapper (whose message holds every parameter). */
export function rootCause(error: unknown): unknown {
  let current = error;
  for (let hops = 0; hops < 5 && current instanceof Error && current.cause !== undefined; hops += 1)
    current = current.cause;
  return current;
}

/**
 * Whether the database refused the values themselves: SQLSTATE class 22 (data exception) or 23
 * (integrity constraint violation), from either driver. Sending the same rows again fails again,
 * so the sender is told 400, never 503, which posthog-js would retry (docs/security.md, "Faults").
 * @see https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
export function isDataRefusal(error: unknown): boolean {
  const code = (rootCause(error) as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^2[23][0-9A-Z]{3}$/.test(code);
}
