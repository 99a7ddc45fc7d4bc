import pg from "pg";

/**
 * Integration tests run on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set. In CI
 * PostgreSQL is required, and so is Redis: a CI run that silently skipped them would prove half as much.
 */
export default async function setup(): Promise<void> {
  if (process.env.CI === "true" && !process.env.TEST_REDIS_URL) {
    throw new Error("CI=true but TEST_REDIS_URL is not set: the shared rate limits must be tested on Redis.");
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (process.env.CI === "true") throw new Error("CI=true but TEST_DATABASE_URL is not set: integration tests must also run on PostgreSQL.");
    console.warn("TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
    return;
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
}
