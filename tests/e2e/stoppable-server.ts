import { type ChildProcess, execSync, spawn } from "node:child_process";
import { copyTemplateTo } from "./server-data";
import { testServerEnv } from "./test-server-env";

/**
 * A server of the browser tests' build that a test starts, stops and starts again, the whole server
 * and not only its API: as `npm start` serves it, on its own port and data folder, so stopping it
 * touches no other test. `portOffset` above E2E_PORT (stripe-mode.ts takes 1000, the offline tests
 * 2000, live-quotes.spec.ts 3000, guest-rate-limit.spec.ts 4000); `env` is added to the server's.
 */
export function createStoppableServer({
  portOffset,
  dataDir,
  env = {},
}: {
  portOffset: number;
  dataDir: string;
  env?: Record<string, string>;
}) {
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  const origin = `http://localhost:${port}`;
  let server: ChildProcess | null = null;

  const answers = (): Promise<boolean> =>
    fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );

  async function waitUntil(
    condition: () => Promise<boolean>,
    what: string,
    timeoutMs: number,
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline)
        throw new Error(`The server on ${origin} ${what} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  return {
    origin,
    /**
     * Starts it and waits until it answers: `fresh`, on a copy of the run's migrated and seeded
     * template (server-data.ts), about 30 s sooner than migrating a folder of its own; else on the
     * folder as the last start left it.
     */
    async start({ fresh }: { fresh: boolean }): Promise<void> {
      if (fresh) execSync(copyTemplateTo(dataDir));
      // Its own process group, so that stopping it stops `next start` under it too.
      server = spawn("npx", ["tsx", "--conditions=react-server", "scripts/start.ts"], {
        detached: true,
        stdio: "ignore",
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          ...testServerEnv,
          ...env,
        },
      });
      await waitUntil(answers, "did not answer", 180_000);
    },
    /**
     * Stops it the way an operator would (SIGTERM), and waits until it has exited (its database
     * closed, its data folder free for the next start) and nothing answers on its port.
     */
    async stop(): Promise<void> {
      const stopping = server;
      server = null;
      if (!stopping?.pid || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once("exit", resolve));
      process.kill(-stopping.pid, "SIGTERM");
      await exited;
      await waitUntil(async () => !(await answers()), "kept answering", 30_000);
    },
  };
}

/** The offline tests' server (offline-shell.spec.ts), 2000 above E2E_PORT. */
const stoppable = createStoppableServer({ portOffset: 2000, dataDir: ".data-e2e-stoppable" });
export const stoppableOrigin = stoppable.origin;
export const startStoppableServer = stoppable.start;
export const stopStoppableServer = stoppable.stop;
