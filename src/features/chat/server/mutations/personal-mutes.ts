import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { chatMutes } from "@/server/db/schema";

/** Mutes `mutedUserId` for `userId` alone; muting twice changes nothing. */
export async function addMute(db: Database, userId: string, mutedUserId: string): Promise<void> {
  await db.insert(chatMutes).values({ userId, mutedUserId }).onConflictDoNothing();
}

export async function removeMute(db: Database, userId: string, mutedUserId: string): Promise<void> {
  await db.delete(chatMutes).where(and(eq(chatMutes.userId, userId), eq(chatMutes.mutedUserId, mutedUserId)));
}
