import { type ChildProcess, spawn } from "node:child_process";

/**
 * `npm run cluster` in a process of its own (one Node process, so a signal reaches it and not its
 * nodes), with `env` added to this one's; resolves once it says it serves. `log` is what it has
 * said so far (its errors too, which are also printed); `stop` drains it.
 */
export async function startClusterProcess(env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "scripts/cluster.ts"],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } },
  );
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    process.stderr.write(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (log.includes("Marketdesk cluster on")) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`npm run cluster exited (${child.exitCode}):\n${log}`));
      }
    }, 250);
  });
  return {
    log: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
