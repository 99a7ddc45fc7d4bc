import type { Database } from "@/server/db/create-database";
import { pingDatabase } from "@/server/db/ping-database";

/** `GET /api/health` for load balancers and uptime checks: 200 while the database answers, else 503. */
export function createHealthHandler({ getDb }: { getDb: () => Database }) {
  return async function handleHealth(): Promise<Response> {
    let ok = false;
    try {
      ok = await pingDatabase(getDb());
    } catch {
      ok = false; // a database that cannot even be opened is as gone as one that does not answer
    }
    return Response.json(
      { status: ok ? "ok" : "unavailable", database: ok ? "ok" : "unreachable" },
      { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
    );
  };
}
