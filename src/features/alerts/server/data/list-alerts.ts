import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { alerts } from "@/server/db/schema";
import { alertColumns } from "./alert-columns";

/** A person's alerts, newest first (at most a Premium plan's worth of every scope). */
export function listAlerts(db: Database, userId: string) {
  return db
    .select(alertColumns)
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
}

/** One of the person's alerts; null when it is not theirs or does not exist (the caller cannot tell which). */
export async function findAlert(db: Database, userId: string, id: string) {
  const [row] = await db
    .select(alertColumns)
    .from(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)));
  return row ?? null;
}

export type AlertRow = NonNullable<Awaited<ReturnType<typeof findAlert>>>;
