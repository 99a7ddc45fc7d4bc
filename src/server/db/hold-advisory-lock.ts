import pg from "pg";
import type { DatabaseHandle } from "./create-database";

/** A session lock this process holds: `lost` resolves if its connection drops; `release` frees it. */
export type HeldLock = { lost: Promise<void>; release: () => Promise<void> };

/**
 * Takes the session advisory lock `key` if no other node holds it, on a connection of its own kept
 * open while held: a pooled one would carry the lock to other queries and lose it when the pool
 * drops it. Null when another node holds it. PGlite is one process per data folder, so there the
 * lock is always this process's. The connection's name in pg_stat_activity is `applicationName`.
 */
export async function holdAdvisoryLock(
  connection: DatabaseHandle["connection"],
  key: number,
  applicationName: string,
): Promise<HeldLock | null> {
  if (connection.kind === "pglite")
    return { lost: new Promise(() => undefined), release: async () => undefined };
  const client = new pg.Client({
    connectionString: connection.url,
    application_name: applicationName,
    connectionTimeoutMillis: 5_000,
  });
  let released = false;
  const lost = new Promise<void>((resolve) => {
    // Without an "error" listener a dropped connection would crash the process (docs/security.md, "Faults").
    client.on("error", () => resolve());
    client.on("end", () => resolve());
  });
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock($1) as locked",
      [key],
    );
    if (rows[0]?.locked) {
      return {
        lost: lost.then(() => (released ? new Promise<void>(() => undefined) : undefined)),
        release: async () => {
          released = true;
          await client.end().catch(() => undefined);
        },
      };
    }
  } catch {
    // Unreachable or refused: not held, and the caller tries again later.
  }
  await client.end().catch(() => undefined);
  return null;
}
