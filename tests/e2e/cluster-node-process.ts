import { readdirSync, readFileSync } from "node:fs";

/** A process's file under /proc, or "" once it has gone (or is another user's). */
function readProc(pid: string, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return "";
  }
}

/**
 * The process id of the node `npm run cluster` (process `clusterPid`) runs on `port`: its child
 * serving scripts/serve.ts with that PORT in its environment. Read from /proc, as neither `ss -p`
 * nor `lsof` is on every machine; only the cluster's own children are looked at, so a server
 * someone else runs on the machine is never the one found. Null when the node is not running.
 */
export function findClusterNodePid(clusterPid: number, port: number): number | null {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const parent = /^PPid:\s*(\d+)$/m.exec(readProc(pid, "status"))?.[1];
    if (Number(parent) !== clusterPid) continue;
    if (!readProc(pid, "cmdline").split("\0").includes("scripts/serve.ts")) continue;
    if (readProc(pid, "environ").split("\0").includes(`PORT=${port}`)) return Number(pid);
  }
  return null;
}
