/**
 * Whether the database answered this node's last ping, asked every `everyMs` (docs/scaling.md#faults):
 * while it does not, pages are answered at once with a 503 that says so (scripts/serve.ts) instead
 * of each failing its render with a 500 after waiting for a connection. `checkNow` pings at once,
 * as when a page has just failed.
 */
export function watchDatabaseReachability(ping: () => Promise<boolean>, everyMs = 1_000) {
  let reachable = true;
  let pinging: Promise<void> | null = null;
  const check = () => {
    pinging ??= ping().then((answered) => {
      reachable = answered;
      pinging = null;
    });
  };
  // Unref'd: the watch never keeps a stopping node alive.
  setInterval(check, everyMs).unref();
  return { isReachable: () => reachable, checkNow: check };
}
