import { randomBytes } from "node:crypto";
import { z } from "zod";
import { upsertAdmin } from "@/features/auth/server/upsert-admin";
import { checkPasswordStrength } from "@/lib/auth/check-password-strength";
import { getDatabaseHandle } from "@/server/db/get-database";

/**
 * `npm run admin:create -- admin@example.com`: makes (or promotes) an administrator. The password
 * comes from ADMIN_PASSWORD, or a strong one is generated and printed once.
 */
const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase());
if (!email.success) {
  console.error(
    "Usage: npm run admin:create -- admin@example.com   (password from ADMIN_PASSWORD, or generated)",
  );
  process.exit(1);
}
const password = process.env.ADMIN_PASSWORD ?? randomBytes(18).toString("base64url");
const verdict = checkPasswordStrength(password, [email.data]);
if (!verdict.ok) {
  console.error(`ADMIN_PASSWORD is refused: ${verdict.reason}`);
  process.exit(1);
}
const handle = getDatabaseHandle();
try {
  await handle.migrate();
  const admin = await upsertAdmin(handle.db, { email: email.data, password });
  console.log(
    `Administrator ${admin.email} is ready.${process.env.ADMIN_PASSWORD ? "" : ` Password: ${password}`}`,
  );
} finally {
  await handle.close();
}
