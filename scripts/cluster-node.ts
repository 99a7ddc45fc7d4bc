import type { ChildProcess } from "node:child_process";
import { spawnServer } from "./run-next";

/** Resolves once `url` answers 200, polling every 250 ms; rejects after `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * One app node of `npm run cluster`: the production server on 127.0.0.1 at `port`, reachable only
 * through the proxy it trusts for the client's address (docs/scaling.md#the-proxy). A node that
 * exits unasked is started again (`onCrash` is told first); `stop` drains it (scripts/serve.ts on
 * SIGTERM: streams told to reconnect, requests in flight finished) and resolves once it has exited.
 */
export function createClusterNode({
  port,
  env,
  onCrash,
}: {
  port: number;
  env: Record<string, string>;
  onCrash: (code: number | null) => void;
}) {
  let child: ChildProcess | null = null;
  let stopping = false;

  function spawnNode(): void {
    const started = spawnServer({
      dev: false,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "true" },
    });
    child = started;
    started.on("exit", (code) => {
      if (child !== started) return;
      child = null;
      if (stopping) return;
      onCrash(code);
      setTimeout(spawnNode, 1_000);
    });
  }

  return {
    port,
    /** Starts it and resolves once it answers its health check. */
    async start(): Promise<void> {
      stopping = false;
      spawnNode();
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, 120_000);
    },
    stop(): Promise<void> {
      stopping = true;
      const running = child;
      if (!running) return Promise.resolve();
      return new Promise((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGTERM");
      });
    },
  };
}
