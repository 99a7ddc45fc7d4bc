import { createDatabase } from "@/server/db/create-database";
import { createPostgresTestDatabase } from "./create-postgres-test-database";
import type { TemplateDatabases } from "./database-templates";

async function migrate(url: string): Promise<void> {
  const handle = createDatabase({ kind: "postgres", url, poolMax: 1 });
  try {
    await handle.migrate();
  } finally {
    // Copying a database needs every other connection to it closed.
    await handle.close();
  }
}

/**
 * The migrations applied once for the run, into a database each migrated PostgreSQL test database
 * is then copied from (CREATE DATABASE … TEMPLATE), rather than once per test database.
 * @see https://www.postgresql.org/docs/current/manage-ag-templatedbs.html
 */
export async function createPostgresTemplates(): Promise<{
  names: TemplateDatabases;
  drop: () => Promise<void>;
}> {
  const migrated = await createPostgresTestDatabase();
  await migrate(migrated.url).catch(async (error: unknown) => {
    await migrated.drop();
    throw error;
  });
  return { names: { migrated: migrated.name }, drop: migrated.drop };
}
