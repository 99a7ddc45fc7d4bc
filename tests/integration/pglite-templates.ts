import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";
import type { TemplateFiles } from "./database-templates";

/**
 * The PGlite client under a handle. drizzle keeps the client it was given as `$client`; the
 * handle's type is shared with PostgreSQL, so it does not say so.
 * @see https://orm.drizzle.team/docs/connect-pglite
 */
function pgliteClient(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

async function dump(handle: DatabaseHandle, file: string): Promise<string> {
  const client = pgliteClient(handle);
  // A copy of a running database replays the write-ahead log since the last checkpoint when it
  // starts; after this one there is none. It also waits for PGlite to have started: dumpDataDir
  // called during the start waits for the start, which waits for it, and never returns.
  await client.exec("checkpoint");
  const tar = await client.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
  return file;
}

/**
 * initdb and the migrations once for the run, dumped after each: a new PGlite runs initdb each
 * time (about 4.5 s on two cores) and the migrations take about 1.5 s more, and the integration
 * files make dozens of databases. Loading a dump takes about 1 s.
 * @see https://pglite.dev/docs/api#dumpdatadir
 */
export async function writePgliteTemplates(): Promise<{
  files: TemplateFiles;
  remove: () => void;
}> {
  const folder = mkdtempSync(path.join(tmpdir(), "marketdesk-pglite-"));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  const handle = createDatabase({ kind: "pglite", dataDir: "memory://" });
  try {
    const fresh = await dump(handle, path.join(folder, "fresh.tar"));
    await handle.migrate();
    const migrated = await dump(handle, path.join(folder, "migrated.tar"));
    return { files: { fresh, migrated }, remove };
  } catch (error) {
    remove();
    throw error;
  } finally {
    await handle.close();
  }
}
