import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import { createPostgresTestDatabase } from "./create-postgres-test-database";

export { createPostgresTestDatabase };

export type DatabaseKind = DatabaseHandle["kind"];

/** The engines this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

let pgliteTemplate: Blob | undefined;
/** The run's fresh PGlite data directory (global-setup.ts), read once per worker. */
function getPgliteTemplate(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject("pgliteTemplate"))]);
  return pgliteTemplate;
}

/** A fresh, unmigrated in-memory PGlite, started from the run's template. */
export function createPgliteTestDatabase(): DatabaseHandle {
  return createDatabase({ kind: "pglite", dataDir: "memory://", loadDataDir: getPgliteTemplate() });
}

/** A fresh, unmigrated database of the given kind and a function that removes it. */
export async function createEmptyTestDatabase(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (kind === "pglite") {
    const handle = createPgliteTestDatabase();
    return { handle, dispose: () => handle.close() };
  }
  const { url, drop } = await createPostgresTestDatabase();
  const handle = createDatabase({ kind: "postgres", url, poolMax: 4 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * Declares the suite once per engine, each on its own migrated database. Test names carry the
 * engine in brackets, which the run's reporter counts ("… on PGlite, … on PostgreSQL").
 */
export function describeEachDatabase(title: string, suite: (getHandle: () => DatabaseHandle) => void): void {
  for (const kind of testDatabaseKinds()) {
    describe(`[${kind}] ${title}`, () => {
      let handle: DatabaseHandle | undefined;
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        ({ handle, dispose } = await createEmptyTestDatabase(kind));
        await handle.migrate();
      });
      afterAll(async () => {
        await dispose?.();
      });
      suite(() => {
        if (!handle) throw new Error("the test database is not ready yet");
        return handle;
      });
    });
  }
}
