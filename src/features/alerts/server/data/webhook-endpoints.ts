import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { DeliveryOutcome } from "../../alert-kinds";
import { alertDeliveries, webhookEndpoints } from "../schema";

export type WebhookEndpointRow = {
  id: string;
  url: string;
  createdAt: Date;
  last: { outcome: DeliveryOutcome; statusCode: number | null; at: Date } | null;
};

/** A person's webhook endpoints with each one's latest delivery, never their secrets. */
export async function listWebhookEndpoints(
  db: Database,
  userId: string,
): Promise<WebhookEndpointRow[]> {
  const latest = db
    .selectDistinctOn([alertDeliveries.target], {
      target: alertDeliveries.target,
      outcome: alertDeliveries.outcome,
      statusCode: alertDeliveries.statusCode,
      at: alertDeliveries.createdAt,
    })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.userId, userId), eq(alertDeliveries.channel, "webhook")))
    .orderBy(alertDeliveries.target, desc(alertDeliveries.createdAt))
    .as("latest");
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      createdAt: webhookEndpoints.createdAt,
      outcome: latest.outcome,
      statusCode: latest.statusCode,
      at: latest.at,
    })
    .from(webhookEndpoints)
    .leftJoin(latest, eq(latest.target, sql`${webhookEndpoints.id}::text`))
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.createdAt));
  return rows.map(({ outcome, statusCode, at, ...row }) => ({
    ...row,
    last: outcome && at ? { outcome, statusCode, at } : null,
  }));
}

/** One endpoint with its secret, for sending: the owner's, or any when `userId` is null (the worker). */
export async function findWebhookEndpoint(db: Database, id: string, userId: string | null) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      userId
        ? and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId))
        : eq(webhookEndpoints.id, id),
    );
  return row ?? null;
}

/** The endpoints a notice goes to. */
export async function listWebhookTargets(db: Database, userId: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
}
