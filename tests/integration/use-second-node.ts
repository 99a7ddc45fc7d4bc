import { afterAll, beforeAll } from "vitest";
import { createDatabase, type DatabaseHandle } from "@/server/db/create-database";

/**
 * A second app node on the suite's database, as behind a load balancer, for the `describe` it is
 * called in: on PostgreSQL a handle of its own; PGlite is one process per database, so there both
 * nodes share its handle.
 */
export function useSecondNode(getHandle: () => DatabaseHandle): () => DatabaseHandle {
  let nodeB: DatabaseHandle;
  beforeAll(() => {
    const a = getHandle();
    nodeB =
      a.connection.kind === "postgres"
        ? createDatabase({ kind: "postgres", url: a.connection.url, poolMax: 2 })
        : a;
  });
  afterAll(async () => {
    if (nodeB !== getHandle()) await nodeB.close();
  });
  return () => nodeB;
}
