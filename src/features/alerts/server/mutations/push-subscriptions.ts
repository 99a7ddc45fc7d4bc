import "server-only";
import { and, count, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { pushSubscriptions } from "../schema";

export type NewPushSubscription = {
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
};

/**
 * Keeps a browser's subscription for the person (docs/alerts.md#web-push), one row per endpoint:
 * the same browser subscribing again updates its keys, and a browser another account had used
 * moves to whoever is signed in on it now. `false` when the person already has `max` other devices.
 */
export async function savePushSubscription(
  db: Database,
  userId: string,
  subscription: NewPushSubscription,
  max: number,
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const [others] = await tx
      .select({ count: count() })
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          ne(pushSubscriptions.endpoint, subscription.endpoint),
        ),
      );
    if ((others?.count ?? 0) >= max) return null;
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, ...subscription })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          label: subscription.label,
        },
      })
      .returning({ id: pushSubscriptions.id });
    return row ?? null;
  });
}

/** Removes one of the person's devices; false when it is not theirs (or gone). */
export async function removePushSubscription(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Drops subscriptions the push service says are gone (404/410). */
export async function deletePushSubscriptions(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
