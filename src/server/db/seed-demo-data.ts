import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { upsertAdmin } from "@/server/auth/upsert-admin";
import type { Database } from "./create-database";
import { users } from "./schema";

export const DEMO_ADMIN_EMAIL = "admin@marketdesk.local";

type DemoAdmin = { email: string; password: string };

/**
 * The embedded demo's operator account (ARCHITECTURE.md "Run modes"): a random password made on
 * first start and kept in DATA_DIR, so it survives restarts. Never run against PostgreSQL, where
 * admins are made with `npm run admin:create`.
 */
export async function seedDemoAdmin(db: Database, dataDir: string): Promise<DemoAdmin> {
  const file = path.join(dataDir, "demo-admin.json");
  const kept = await readFile(file, "utf8").then(
    (text) => JSON.parse(text) as DemoAdmin,
    () => null,
  );
  const admin = kept ?? { email: DEMO_ADMIN_EMAIL, password: randomBytes(12).toString("base64url") };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email)).limit(1);
  if (!existing || !kept) await upsertAdmin(db, { ...admin, name: "Demo admin" });
  if (!kept) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(admin, null, 2), { mode: 0o600 });
  }
  return admin;
}
