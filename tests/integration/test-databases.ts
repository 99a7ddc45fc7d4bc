import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import { createPostgresTestDatabase } from "./create-postgres-test-database";
import type { Template } from "./database-templates";
import { runsOnEveryEngine } from "./engine-dependent-files";

export { createPostgresTestDatabase };

export type DatabaseKind = DatabaseHandle["kind"];

/** The test file being collected, which Vitest knows while its suites are declared. */
function currentTestFile(): string {
  const file = expect.getState().testPath;
  if (!file) throw new Error("testDatabaseKinds() is called while a test file is collected");
  return file;
}

/**
 * The engines the current file runs on: PGlite always, and PostgreSQL too when TEST_DATABASE_URL
 * is set and the engine matters to the file (engine-dependent-files.ts) or TEST_ALL_ENGINES=1.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  if (!process.env.TEST_DATABASE_URL) return ["pglite"];
  return runsOnEveryEngine(currentTestFile()) ? ["pglite", "postgres"] : ["pglite"];
}

/** Whether the run has PostgreSQL, for a file's PostgreSQL-only suites. */
export const hasPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/**
 * The run's PGlite data directories (global-setup.ts) by file, read once per worker: on globalThis,
 * which the files of a worker share (file-isolation.ts resets modules, not it). Reading one (40 MB)
 * again for each file took about a third of a second.
 */
const worker = globalThis as typeof globalThis & { pgliteTemplateFiles?: Map<string, Blob> };
function getPgliteTemplate(template: Template): Blob {
  const file = inject("pgliteTemplates")[template];
  const read = (worker.pgliteTemplateFiles ??= new Map());
  let blob = read.get(file);
  if (!blob) read.set(file, (blob = new Blob([readFileSync(file)])));
  return blob;
}

/** A new in-memory PGlite, started from the run's copy of `template`. */
export function createPgliteTestDatabase(template: Template): DatabaseHandle {
  return createDatabase({
    kind: "pglite",
    dataDir: "memory://",
    loadDataDir: getPgliteTemplate(template),
  });
}

/** A new PostgreSQL database on the test server, copied from the run's `template`. */
export async function createPostgresFromTemplate(
  template: Template,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (template === "fresh") return createPostgresTestDatabase();
  const names = inject("postgresTemplates");
  if (!names) throw new Error("TEST_DATABASE_URL was not set when the run started");
  return createPostgresTestDatabase({ template: names[template] });
}

/** A new database of the given kind, started as `template`, and a function that removes it. */
export async function createTestDatabase(
  kind: DatabaseKind,
  template: Template,
): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (kind === "pglite") {
    const handle = createPgliteTestDatabase(template);
    return { handle, dispose: () => handle.close() };
  }
  const { url, drop } = await createPostgresFromTemplate(template);
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
export function describeEachDatabase(
  title: string,
  suite: (getHandle: () => DatabaseHandle) => void,
): void {
  for (const kind of testDatabaseKinds()) {
    describe(`[${kind}] ${title}`, () => {
      let handle: DatabaseHandle | undefined;
      let dispose: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        ({ handle, dispose } = await createTestDatabase(kind, "migrated"));
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
