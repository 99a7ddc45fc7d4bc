import pino from "pino";
import { createCaller } from "@/server/api/root";
import type { Database } from "@/server/db/create-database";
import { requestHeaders, uniqueIp } from "./auth-helpers";

/**
 * The server-side tRPC caller of a visitor: no session, logs silenced, and an IP of its own, so
 * no two tests' calls share rate-limit points.
 */
export function createVisitorCaller(db: Database) {
  return createCaller({
    db,
    log: pino({ level: "silent" }),
    requestId: "t",
    headers: new Headers(requestHeaders(uniqueIp())),
    session: null,
  });
}
