import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createCaller } from "@/server/api/root";
import type { Database } from "@/server/db/create-database";
import { users } from "@/server/db/schema";

/**
 * A tRPC caller signed in as a new premium user, so the technical filters run through the same
 * plan check a subscriber's do; its log is silent.
 */
export async function createPremiumCaller(db: Database) {
  const [user] = await db
    .insert(users)
    .values({ email: `bench-${randomUUID()}@example.com`, type: "authenticated" })
    .returning({ id: users.id });
  await db.execute(
    sql`insert into subscription (user_id, provider, external_id, plan_id, interval, status, current_period_end, state_at) values (${user!.id}, 'local', 'bench', 'premium', 'month', 'active', now() + interval '30 days', now())`,
  );
  return createCaller({
    db,
    log: pino({ level: "silent" }),
    requestId: "bench",
    headers: new Headers(),
    session: { user: { id: user!.id, type: "authenticated" } },
  });
}
