import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { pushSubscriptions } from "../schema";

export type PushDevice = { id: string; label: string; endpoint: string; createdAt: Date };

/** A person's push devices, oldest first; the endpoint lets a browser tell its own row. */
export async function listPushDevices(db: Database, userId: string): Promise<PushDevice[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.label,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** What sending needs of each of a person's subscriptions. */
export async function listPushTargets(db: Database, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
