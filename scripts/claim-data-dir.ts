import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite is one process per data directory: a second server on the same folder would corrupt it.
 * A pid file says who holds the folder; a stale one (its process gone) is taken over.
 */
export function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const pidFile = path.join(dataDir, "server.pid");
  let holder = 0;
  try {
    holder = Number.parseInt(readFileSync(pidFile, "utf8").trim(), 10) || 0;
  } catch {
    holder = 0; // no pid file: the folder is free
  }
  if (holder && holder !== process.pid && isRunning(holder)) {
    console.error(
      `Another Marketdesk server (pid ${holder}) is using ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
    );
    process.exit(1);
  }
  writeFileSync(pidFile, String(process.pid));
  return () => rmSync(pidFile, { force: true });
}
