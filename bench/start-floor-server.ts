import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * bench/load's floor (floor-server.ts) in a process of its own, on the same database and Redis as
 * the node at `nodeOrigin`, serving that node's cached pages and reading the lists of the account
 * `email` signed in to it. Resolves once it listens; `stop` ends it.
 */
export async function startFloorServer({
  port,
  databaseUrl,
  redisUrl,
  nodeOrigin,
  email,
}: {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  nodeOrigin: string;
  email: string;
}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [user] = (await client.query("select id from users where email = $1", [email])).rows;
  await client.end();
  const pages: Array<[string, string]> = [];
  for (const [key, page] of [
    ["/", "/"],
    ["/screener", "/screener"],
    ["/stocks", "/stocks/AAPL"],
  ]) {
    const answer = await fetch(`${nodeOrigin}${page}`, { headers: { "accept-encoding": "br" } });
    pages.push([key!, Buffer.from(await answer.arrayBuffer()).toString("base64")]);
  }
  const pagesFile = path.join(mkdtempSync(path.join(tmpdir(), "marketdesk-floor-")), "pages.json");
  writeFileSync(pagesFile, JSON.stringify(pages));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "bench/floor-server.ts"],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        FLOOR_PORT: String(port),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        FLOOR_USER_ID: String(user?.id ?? ""),
        FLOOR_PAGES: pagesFile,
      },
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  return {
    origin: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
