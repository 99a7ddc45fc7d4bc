import pg from "pg";
import type { DatabaseHandle } from "@/server/db/create-database";
import { timeRuns } from "./time-runs";

/**
 * The baseline of the real-time benchmarks: a bare NOTIFY heard by a LISTEN, median and p95 of
 * `runs` round trips. On PostgreSQL between two pg clients of their own (one node's NOTIFY reaching
 * another's LISTEN); on PGlite within its one instance, which delivers after the sending statement.
 */
export async function timeNotifyRoundTrip(
  connection: DatabaseHandle["connection"],
  runs: number,
): Promise<{ median: number; p95: number }> {
  let heard: (() => void) | null = null;
  const timeTrips = (send: () => Promise<unknown>) =>
    timeRuns(async () => {
      const arrived = new Promise<void>((resolve) => (heard = resolve));
      await send();
      await arrived;
    }, runs);
  if (connection.kind === "pglite") {
    const { client } = connection;
    const unlisten = await client.listen("bench_round_trip", () => heard?.());
    const timed = await timeTrips(() => client.query("select pg_notify('bench_round_trip', 'x')"));
    await unlisten();
    return timed;
  }
  const listener = new pg.Client({ connectionString: connection.url });
  const sender = new pg.Client({ connectionString: connection.url });
  await Promise.all([listener.connect(), sender.connect()]);
  await listener.query("LISTEN bench_round_trip");
  listener.on("notification", () => heard?.());
  const timed = await timeTrips(() => sender.query("select pg_notify('bench_round_trip', 'x')"));
  await Promise.all([listener.end(), sender.end()]);
  return timed;
}
