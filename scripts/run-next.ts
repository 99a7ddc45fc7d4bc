import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { SERVER_NODE_FLAGS } from "./server-node-flags";

const require = createRequire(import.meta.url);
const nextBin = require.resolve("next/dist/bin/next");

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extra };
}

/** Runs `next <args>` to completion (a build), exiting this process if it fails. */
export function runNextSync(args: string[]): void {
  const result = spawnSync(process.execPath, [nextBin, ...args], {
    stdio: "inherit",
    env: childEnv({}),
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Starts our HTTP server around Next (scripts/serve.ts) in a process of its own, its output ours:
 * Node itself, with tsx as its loader, so a signal reaches the server and nothing else. Under
 * tsx's CLI the server was a child the CLI relayed signals to, and killed when it did not confirm
 * one within 30 ms; a node busy rendering took longer, so a drain (SIGTERM) became a kill and
 * its event streams were cut mid-stream (tests/e2e/cluster.spec.ts, one run in six).
 * @see https://tsx.is/dev-api/node-cli
 */
export function spawnServer({ dev, env }: { dev: boolean; env: Record<string, string> }) {
  const args = [
    ...SERVER_NODE_FLAGS,
    "--import",
    "tsx",
    "scripts/serve.ts",
    ...(dev ? ["--dev"] : []),
  ];
  return spawn(process.execPath, args, {
    stdio: "inherit",
    env: childEnv({ NODE_ENV: dev ? "development" : "production", ...env }),
  });
}

/** Runs our HTTP server around Next, passing signals on and exiting with it. */
export function serveApp({
  dev,
  env,
  onExit,
}: {
  dev: boolean;
  env: Record<string, string>;
  onExit: () => void;
}): void {
  const child = spawnServer({ dev, env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => {
    onExit();
    process.exit(code ?? (signal ? 0 : 1));
  });
}
