import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { webhookEndpoints } from "../schema";

export type AddedEndpoint =
  | { added: true; id: string }
  | { added: false; reason: "limit" | "duplicate"; count: number };

/**
 * Adds an endpoint unless the person has `max` already or this address already: counted and
 * inserted under a lock on the person, so two adds at once cannot pass the limit together.
 */
export async function addWebhookEndpoint(
  db: Database,
  userId: string,
  url: string,
  secret: string,
  max: number,
): Promise<AddedEndpoint> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`webhooks:${userId}`}, 0))`,
    );
    const [held] = await tx
      .select({ count: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    const have = held?.count ?? 0;
    if (have >= max) return { added: false, reason: "limit", count: have };
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ userId, url, secret })
      .onConflictDoNothing()
      .returning({ id: webhookEndpoints.id });
    return row ? { added: true, id: row.id } : { added: false, reason: "duplicate", count: have };
  });
}

/** Removes one of the person's endpoints; false when it is not theirs. Its log rows stay 90 days. */
export async function removeWebhookEndpoint(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return removed.length > 0;
}

/** Replaces an endpoint's secret; false when it is not the person's. */
export async function replaceWebhookSecret(
  db: Database,
  userId: string,
  id: string,
  secret: string,
): Promise<boolean> {
  const updated = await db
    .update(webhookEndpoints)
    .set({ secret })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return updated.length > 0;
}
