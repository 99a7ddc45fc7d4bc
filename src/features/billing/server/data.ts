import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { subscriptions, users } from "@/server/db/schema";

export async function getSubscription(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/** The billing facts of a user: email, Stripe customer, attribution for conversions. */
export async function getBillingProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, stripeCustomerId: users.stripeCustomerId, affiliateId: users.affiliateId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function findUserByStripeCustomer(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return row?.id ?? null;
}
