import "server-only";
import { eq } from "drizzle-orm";
import { findUser } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { subscriptions } from "@/server/db/schema";

export async function getSubscription(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * A user's kind and stored subscription: what entitlements are decided from. The kind is on the
 * user's row, which auth owns, so it is read through auth alongside the subscription.
 */
export async function getPlanHolder(db: Database, userId: string) {
  const [user, subscription] = await Promise.all([findUser(db, userId), getSubscription(db, userId)]);
  if (!user) return null;
  return { type: user.type, planId: subscription?.planId ?? null, provider: subscription?.provider ?? null, status: subscription?.status ?? null };
}
