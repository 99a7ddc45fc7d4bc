import { logger } from "@/server/logger";

/**
 * Whether the database answered this node's last ping, asked every `everyMs` (docs/scaling.md#faults):
 * while it does not, pages are answered at once with a 503 that says so (scripts/serve.ts) instead
 * of each failing its render with a 500 after waiting for a connection. `checkNow` pings at once,
 * as when a page has just failed.
 *
 * A failed ping is asked again at once before the node calls the database unreachable. A ping's
 * timeout runs on this node's own clock, so a node whose event loop is held past it (a restarted
 * node's first renders on a loaded machine) would take its own delay for an outage and turn pages
 * away; in a rolling restart, with the other node down, nginx has nowhere else to send them. A
 * refused or dropped connection fails both pings at once, so an outage is seen as soon as before;
 * a database that stops answering without refusing is seen after two timeouts.
 */
export function watchDatabaseReachability(ping: () => Promise<boolean>, everyMs = 1_000) {
  let reachable = true;
  let pinging: Promise<void> | null = null;
  const confirmedPing = async () => (await ping()) || (await ping());
  const check = () => {
    pinging ??= confirmedPing().then((answered) => {
      if (answered !== reachable)
        logger.warn(
          answered
            ? "the database answers this node again; pages are served"
            : "the database does not answer this node; pages are answered 503 until it does",
        );
      reachable = answered;
      pinging = null;
    });
  };
  // Unref'd: the watch never keeps a stopping node alive.
  setInterval(check, everyMs).unref();
  return { isReachable: () => reachable, checkNow: check };
}
