import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "@/server/db/create-database";
import {
  createPostgresTestDatabase,
  createTestDatabase,
  testDatabaseKinds,
} from "./test-databases";

/** Both drivers answer raw SQL with `{ rows }`; the shared database type cannot say so. */
type Rows<T> = { rows: T[] };

const migrationCount = readdirSync(path.join(process.cwd(), "drizzle")).filter((f) =>
  f.endsWith(".sql"),
).length;

async function appliedMigrations(db: ReturnType<typeof createDatabase>["db"]): Promise<number> {
  const result = (await db.execute(
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  )) as unknown as Rows<{ count: string | number }>;
  return Number(result.rows[0]?.count);
}

for (const kind of testDatabaseKinds()) {
  describe(`[${kind}] migrations`, () => {
    it("apply on an empty database, and a second run changes nothing", async () => {
      const { handle, dispose } = await createTestDatabase(kind, "fresh");
      try {
        await handle.migrate();
        await handle.migrate();
        expect(await appliedMigrations(handle.db)).toBe(migrationCount);
        const tables = (await handle.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
        )) as unknown as Rows<{ table_name: string }>;
        expect(tables.rows.map((r) => r.table_name)).toContain("users");
      } finally {
        await dispose();
      }
    });
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)("[postgres] migration lock", () => {
  it("lets four nodes starting at once migrate exactly once", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const nodes = Array.from({ length: 4 }, () =>
      createDatabase({ kind: "postgres", url, poolMax: 2 }),
    );
    try {
      await Promise.all(nodes.map((node) => node.migrate()));
      expect(await appliedMigrations(nodes[0]!.db)).toBe(migrationCount);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await drop();
    }
  });
});
