import { readdirSync, readFileSync } from "node:fs";

/**
 * The resident memory, in MB, of the app node serving on each of `ports`, read from /proc (Linux
 * only): of the scripts/serve.ts processes with that PORT (tsx's launcher and the server it runs),
 * the largest.
 */
export function readNodeRssMb(ports: readonly number[]): number[] {
  const rss = new Map(ports.map((port) => [`PORT=${port}`, 0]));
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("scripts/serve.ts")) continue;
      const port = readFileSync(`/proc/${pid}/environ`, "utf8")
        .split("\0")
        .find((entry) => rss.has(entry));
      const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m)?.[1];
      if (port && kb) rss.set(port, Math.max(rss.get(port)!, Math.round(Number(kb) / 1024)));
    } catch {
      // The process ended while it was read.
    }
  }
  return [...rss.values()];
}
