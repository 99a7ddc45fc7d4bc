import "server-only";
import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { publicAccountsAs } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import { chatSanctions } from "@/server/db/schema";
import { displayNameSql } from "./display-name";

const sanctioned = publicAccountsAs("sanctioned");
const moderators = publicAccountsAs("sanction_moderator");

/**
 * The mutes and bans in force at `now` (of `userIds` alone when given), the strongest first: a ban
 * before a mute, then the longest-running (for good first). Ranked in SQL, so `limit` keeps the
 * strongest. Names are the public ones, never an email.
 */
export async function listActiveSanctions(
  db: Database,
  { now, userIds, limit = 200 }: { now: Date; userIds?: string[]; limit?: number },
) {
  if (userIds?.length === 0) return [];
  const rows = await db
    .select({
      id: chatSanctions.id,
      userId: chatSanctions.userId,
      userName: displayNameSql(sanctioned),
      kind: chatSanctions.kind,
      reason: chatSanctions.reason,
      until: chatSanctions.until,
      createdAt: chatSanctions.createdAt,
      moderatorName: displayNameSql(moderators),
    })
    .from(chatSanctions)
    .innerJoin(sanctioned, eq(sanctioned.id, chatSanctions.userId))
    .leftJoin(moderators, eq(moderators.id, chatSanctions.createdBy))
    .where(
      and(
        isNull(chatSanctions.liftedAt),
        or(isNull(chatSanctions.until), gt(chatSanctions.until, now)),
        userIds ? inArray(chatSanctions.userId, userIds) : undefined,
      ),
    )
    .orderBy(
      sql`${chatSanctions.kind} = 'ban' desc`,
      sql`${chatSanctions.until} desc nulls first`,
      desc(chatSanctions.createdAt),
    )
    .limit(limit);
  return rows.map((row) => ({ ...row, moderatorName: row.moderatorName ?? null }));
}

/** The person's strongest sanction in force at `now`, or null: what keeps them from posting. */
export async function findActiveSanction(db: Database, userId: string, now: Date) {
  const [strongest] = await listActiveSanctions(db, { now, userIds: [userId], limit: 1 });
  return strongest ?? null;
}

/** The person a moderator means to mute or ban: whether they exist, and whether they are an administrator. */
export async function findSanctionTarget(db: Database, userId: string) {
  const [row] = await db
    .select({ id: sanctioned.id, type: sanctioned.type, name: displayNameSql(sanctioned) })
    .from(sanctioned)
    .where(eq(sanctioned.id, userId))
    .limit(1);
  return row ?? null;
}
