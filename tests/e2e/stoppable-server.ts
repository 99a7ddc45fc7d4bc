import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";

/**
 * A server of the browser tests' build that a test stops and starts again, the whole server and
 * not only its API: as `npm start` serves it, on its own port and data folder, so stopping it
 * touches no other test. Its port is 2000 above E2E_PORT (stripe-mode.ts takes 1000).
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 2000;
export const stoppableOrigin = `http://localhost:${port}`;
const DATA_DIR = ".data-e2e-stoppable";

let server: ChildProcess | null = null;

async function answers(): Promise<boolean> {
  return fetch(`${stoppableOrigin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}

async function waitUntil(
  condition: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`The stoppable server ${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts it (the data folder new on the first start, kept on a restart) and waits until it answers. */
export async function startStoppableServer({ fresh }: { fresh: boolean }): Promise<void> {
  if (fresh) rmSync(DATA_DIR, { recursive: true, force: true });
  // Its own process group, so that stopping it stops `next start` under it too.
  server = spawn("npx", ["tsx", "--conditions=react-server", "scripts/start.ts"], {
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR,
      LOG_LEVEL: "warn",
      RATE_LIMIT_GUEST: "1000/3600",
      RATE_LIMIT_INGEST: "100000/60",
    },
  });
  await waitUntil(answers, "did not answer", 180_000);
}

/**
 * Stops it the way an operator would (SIGTERM), and waits until it has exited (its database
 * closed, its data folder free for the next start) and nothing answers on its port.
 */
export async function stopStoppableServer(): Promise<void> {
  const stopping = server;
  server = null;
  if (!stopping?.pid || stopping.exitCode !== null) return;
  const exited = new Promise((resolve) => stopping.once("exit", resolve));
  process.kill(-stopping.pid, "SIGTERM");
  await exited;
  await waitUntil(async () => !(await answers()), "kept answering", 30_000);
}
