import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A fresh PGlite data directory (dumpDataDir's tar), which each PGlite test database starts from. */
    pgliteTemplate: string;
  }
}

/**
 * initdb once for the run: a new PGlite runs it each time (about 4.5 s on two cores), and the
 * integration files make dozens of databases. Loading the copy takes about 1 s.
 * @see https://pglite.dev/docs/api#dumpdatadir
 */
async function writePgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const folder = mkdtempSync(path.join(tmpdir(), "marketdesk-pglite-"));
  const client = new PGlite("memory://", { extensions: { pg_trgm } });
  await client.waitReady;
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(folder, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Integration tests run on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set. In CI
 * PostgreSQL is required, and so is Redis: a CI run that silently skipped them would prove half as much.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  await checkServices();
  const template = await writePgliteTemplate();
  project.provide("pgliteTemplate", template.file);
  return template.remove;
}

async function checkServices(): Promise<void> {
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
