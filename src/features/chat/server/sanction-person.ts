import "server-only";
import { TRPCError } from "@trpc/server";
import { env } from "@/env";
import type { Database } from "@/server/db/create-database";
import type { ChatSanctionKind } from "@/server/db/enums";
import { findSanctionTarget } from "./data";
import { insertSanction } from "./mutations";
import { restoreHidesOfBanned } from "./restore-hides-of-banned";

const HOUR_MS = 60 * 60 * 1000;
const GONE = "That person is not here any more.";

type SanctionContext = {
  db: Database;
  moderatorId: string;
  now: Date;
  autoHideReports?: number;
};
type SanctionRequest = {
  userId: string;
  kind: ChatSanctionKind;
  hours: number | null;
  reason: string;
};

/**
 * Mutes or bans a person from posting (docs/product.md#chat, "Moderation"), for `hours` or, a ban
 * only, for good; they are told the reason and until when (read-posting-status.ts). Administrators
 * are not sanctioned, themselves least of all: a moderator's dispute is settled among people. A
 * ban also takes back what the person's reports alone had hidden (restore-hides-of-banned.ts).
 */
export async function sanctionPerson(
  { db, moderatorId, now, autoHideReports = env.CHAT_AUTO_HIDE_REPORTS }: SanctionContext,
  { userId, kind, hours, reason }: SanctionRequest,
) {
  if (userId === moderatorId)
    throw new TRPCError({ code: "BAD_REQUEST", message: "You cannot mute or ban yourself." });
  const target = await findSanctionTarget(db, userId);
  if (!target) throw new TRPCError({ code: "NOT_FOUND", message: GONE });
  if (target.type === "admin")
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: "Administrators cannot be muted or banned in chat.",
    });
  const until = hours === null ? null : new Date(now.getTime() + hours * HOUR_MS);
  const id = await insertSanction(db, { userId, kind, until, reason, moderatorId, now }).catch(
    (error: unknown) => {
      // The account was deleted between the check and the insert.
      throw new TRPCError({ code: "NOT_FOUND", message: GONE, cause: error });
    },
  );
  if (kind === "ban") await restoreHidesOfBanned({ db, now, autoHideReports }, userId);
  return { id, userId, userName: target.name, kind, until, reason };
}
