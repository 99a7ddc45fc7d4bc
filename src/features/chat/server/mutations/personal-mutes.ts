import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { isForeignKeyViolation } from "@/server/db/is-unique-violation";
import { chatMutes } from "@/server/db/schema";

/** Mutes `mutedUserId` for `userId` alone; muting twice changes nothing. False when there is no such person. */
export async function addMute(db: Database, userId: string, mutedUserId: string): Promise<boolean> {
  try {
    await db.insert(chatMutes).values({ userId, mutedUserId }).onConflictDoNothing();
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

export async function removeMute(db: Database, userId: string, mutedUserId: string): Promise<void> {
  await db
    .delete(chatMutes)
    .where(and(eq(chatMutes.userId, userId), eq(chatMutes.mutedUserId, mutedUserId)));
}
