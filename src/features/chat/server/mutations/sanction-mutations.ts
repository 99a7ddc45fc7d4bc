import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { ChatSanctionKind } from "@/server/db/enums";
import { chatSanctions } from "@/server/db/schema";
import { logModeration } from "./moderation-mutations";

type NewSanction = {
  userId: string;
  kind: ChatSanctionKind;
  until: Date | null;
  reason: string;
  moderatorId: string;
  now: Date;
};

/** Mutes or bans a person until `until` (null: for good), with its audit line, in one transaction. */
export async function insertSanction(
  db: Database,
  { userId, kind, until, reason, moderatorId, now }: NewSanction,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatSanctions)
      .values({ userId, kind, reason, until, createdBy: moderatorId, createdAt: now })
      .returning({ id: chatSanctions.id });
    if (!row) throw new Error("The sanction was not stored.");
    await logModeration(tx, { action: kind, moderatorId, targetUserId: userId, reason, at: now });
    return row.id;
  });
}

/** Ends a mute or ban early, with its audit line; null when there is no such sanction or it was lifted already. */
export async function liftSanction(
  db: Database,
  { id, moderatorId, now }: { id: string; moderatorId: string; now: Date },
): Promise<{ userId: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(chatSanctions)
      .set({ liftedAt: now })
      .where(and(eq(chatSanctions.id, id), isNull(chatSanctions.liftedAt)))
      .returning({ userId: chatSanctions.userId, kind: chatSanctions.kind });
    if (!row) return null;
    await logModeration(tx, {
      action: "lift",
      moderatorId,
      targetUserId: row.userId,
      reason: `Lifted the ${row.kind}.`,
      at: now,
    });
    return { userId: row.userId };
  });
}
