import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { savedScreens, users } from "@/server/db/schema";

export class ScreenLimitError extends Error {}
export class ScreenNameTakenError extends Error {}

/**
 * Saves a named screen unless the user already has `limit` of them (null: no limit). The user's
 * row is locked first, so two saves at once cannot both slip under the limit.
 */
export async function saveScreen(db: Database, userId: string, name: string, state: unknown, limit: number | null) {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      if (limit !== null) {
        const [row] = await tx.select({ n: count() }).from(savedScreens).where(eq(savedScreens.userId, userId));
        if ((row?.n ?? 0) >= limit) throw new ScreenLimitError();
      }
      const [saved] = await tx.insert(savedScreens).values({ userId, name, state }).returning({ id: savedScreens.id, name: savedScreens.name });
      return saved!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ScreenNameTakenError();
    throw error;
  }
}

export async function deleteScreen(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db.delete(savedScreens).where(and(eq(savedScreens.id, id), eq(savedScreens.userId, userId))).returning({ id: savedScreens.id });
  return removed.length > 0;
}
