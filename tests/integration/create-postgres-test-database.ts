import { randomBytes } from "node:crypto";
import pg from "pg";

// Nothing here may load the app's settings (@/env): benchmarks make a database with this before
// they set the PORT, DATA_DIR and DATABASE_URL the server they start will read.
/**
 * A database of its own on the test server, so files run in parallel without sharing rows: empty,
 * or a copy of `template` (which must have no open connection while it is copied).
 * @see https://www.postgresql.org/docs/current/sql-createdatabase.html
 */
export async function createPostgresTestDatabase({
  template,
}: {
  template?: string;
} = {}): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `marketdesk_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
