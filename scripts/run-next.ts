import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

/**
 * Node's default 16 KB header limit would turn a long batched GET into a 431; SPEC §7 says there
 * is no URL length limit, so the server accepts headers up to 1 MB.
 */
export const MAX_HTTP_HEADER_SIZE = 1_048_576;

function childEnv(): NodeJS.ProcessEnv {
  const nodeOptions = [process.env.NODE_OPTIONS, `--max-http-header-size=${MAX_HTTP_HEADER_SIZE}`].filter(Boolean).join(" ");
  return { ...process.env, NODE_OPTIONS: nodeOptions, NEXT_TELEMETRY_DISABLED: "1" };
}

/** Runs `next <args>` to completion (a build), exiting this process if it fails. */
export function runNextSync(args: string[]): void {
  const result = spawnSync(process.execPath, [nextBin, ...args], { stdio: "inherit", env: childEnv() });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs `next <args>` as the server, passing signals on and exiting with it. */
export function serveNext(args: string[], onExit: () => void): void {
  const child = spawn(process.execPath, [nextBin, ...args], { stdio: "inherit", env: childEnv() });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => {
    onExit();
    process.exit(code ?? (signal ? 0 : 1));
  });
}
