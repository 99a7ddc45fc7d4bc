import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createHealthHandler } from "@/server/api/create-health-handler";
import { createDatabase } from "@/server/db/create-database";
import { createTestDatabase, testDatabaseKinds } from "./test-databases";

for (const kind of testDatabaseKinds()) {
  describe(`[${kind}] GET /api/health`, () => {
    it("answers 200 while the database answers, and 503 once it is gone", async () => {
      const { handle, dispose } = await createTestDatabase(kind, "fresh");
      // PGlite starts its WASM engine on first use, which on a loaded machine takes longer than the
      // health check's 3 s answer limit: start it first, so "answers" is what is measured.
      await handle.db.execute(sql`select 1`);
      const health = createHealthHandler({ getDb: () => handle.db });
      const up = await health();
      expect(up.status).toBe(200);
      expect(await up.json()).toEqual({ status: "ok", database: "ok" });

      await dispose();
      const down = await health();
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable", database: "unreachable" });
    });
  });
}

describe("[postgres] GET /api/health with no server listening", () => {
  it("answers 503 instead of hanging or crashing", async () => {
    const handle = createDatabase({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:9/none",
    });
    try {
      const response = await createHealthHandler({ getDb: () => handle.db })();
      expect(response.status).toBe(503);
    } finally {
      await handle.close();
    }
  });
});
