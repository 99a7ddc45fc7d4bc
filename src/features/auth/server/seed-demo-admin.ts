import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "@/server/db/create-database";
import { findAccountByEmail } from "./data";
import { upsertAdmin } from "./upsert-admin";

const DEMO_ADMIN_EMAIL = "admin@marketdesk.local";

type DemoAdmin = { email: string; password: string };

/**
 * The auth feature's seed: the embedded demo's operator account (docs/architecture.md#run-modes),
 * with a random password made on first start and kept in DATA_DIR, so it survives restarts. Never
 * run against PostgreSQL, where admins are made with `npm run admin:create`.
 */
export async function seedDemoAdmin(db: Database, dataDir: string): Promise<DemoAdmin> {
  const file = path.join(dataDir, "demo-admin.json");
  const kept = await readFile(file, "utf8").then(
    (text) => JSON.parse(text) as DemoAdmin,
    () => null,
  );
  const admin = kept ?? {
    email: DEMO_ADMIN_EMAIL,
    password: randomBytes(12).toString("base64url"),
  };
  if (!kept || !(await findAccountByEmail(db, admin.email)))
    await upsertAdmin(db, { ...admin, name: "Demo admin" });
  if (!kept) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(admin, null, 2), { mode: 0o600 });
  }
  return admin;
}
