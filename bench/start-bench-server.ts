import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPostgresTestDatabase } from "../tests/integration/create-postgres-test-database";
import type { ProbedServer } from "./start-probed-server";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "localhost", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The production server as `npm start` runs it, for a benchmark: a free port, quiet logs, and
 * either the embedded demo in a folder of its own (`dataDir`), or with `postgres` a fresh
 * PostgreSQL database made from TEST_DATABASE_URL, loaded from the snapshot and dropped by `stop`.
 * Settings are read when @/env loads, so they are set before the server module is imported.
 */
export async function startBenchServer({
  dataDir,
  postgres = false,
}: {
  dataDir: string;
  postgres?: boolean;
}): Promise<ProbedServer & { database: string }> {
  process.env.PORT = String(await freePort());
  process.env.LOG_LEVEL = "warn";
  const database = postgres ? await createPostgresTestDatabase() : null;
  if (database) {
    process.env.DATABASE_URL = database.url;
    process.env.AUTH_SECRET ??= "bench-only-secret-of-at-least-thirty-two-characters";
  } else {
    delete process.env.DATABASE_URL;
  }
  process.env.DATA_DIR = path.join(tmpdir(), dataDir);
  const { startProbedServer } = await import("./start-probed-server");
  const server = await startProbedServer();
  return {
    ...server,
    database: database ? "PostgreSQL" : `PGlite in ${process.env.DATA_DIR}`,
    stop: () => {
      server.stop();
      void database?.drop();
    },
  };
}
