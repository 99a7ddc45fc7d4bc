import "server-only";
import { hashPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/create-database";
import { saveAdmin } from "./mutations";

/** Makes `email` an administrator with this password, creating the account if needed (npm run admin:create, the demo seed). */
export async function upsertAdmin(
  db: Database,
  { email, password, name }: { email: string; password: string; name?: string },
) {
  return saveAdmin(db, {
    email: email.trim().toLowerCase(),
    passwordHash: await hashPassword(password),
    name: name ?? null,
  });
}
