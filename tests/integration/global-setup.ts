import pg from "pg";
import type { TestProject } from "vitest/node";
import { writePgliteTemplates } from "./pglite-templates";
import { createPostgresTemplates } from "./postgres-templates";

/**
 * Integration tests run on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set. In CI
 * PostgreSQL is required, and so is Redis: a CI run that silently skipped them would prove half as much.
 * The databases every test database starts from are made here once, both engines at once.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await checkServices();
  const [pglite, server] = await Promise.all([
    writePgliteTemplates(),
    postgres ? createPostgresTemplates() : null,
  ]);
  project.provide("pgliteTemplates", pglite.files);
  project.provide("postgresTemplates", server?.names ?? null);
  return async () => {
    pglite.remove();
    await server?.drop();
  };
}

/** Whether PostgreSQL is to be tested, having checked that it answers. */
async function checkServices(): Promise<boolean> {
  if (process.env.CI === "true" && !process.env.TEST_REDIS_URL) {
    throw new Error(
      "CI=true but TEST_REDIS_URL is not set: the shared rate limits must be tested on Redis.",
    );
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI === "true")
      throw new Error(
        "CI=true but TEST_DATABASE_URL is not set: integration tests must also run on PostgreSQL.",
      );
    console.warn("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
    return false;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL (${url}) does not answer: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return true;
}
