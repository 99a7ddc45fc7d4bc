import "server-only";
import { TRPCError } from "@trpc/server";
import type { Database } from "@/server/db/create-database";
import { EmailTakenError } from "./email-taken-error";
import { type Move, moveAccountEmail } from "./mutations/account-email";

/**
 * An address-change link's move, or the sentence the page shows when it cannot happen: the
 * account's address changed since the link was sent (`changed`), or another account took the
 * address it moves to (`taken`). The sentences are the link's own: confirm and undo say different things.
 */
export async function moveEmailOrRefuse(
  db: Database,
  userId: string,
  move: Move,
  refusals: { changed: string; taken: string },
): Promise<void> {
  let moved: boolean;
  try {
    moved = await moveAccountEmail(db, userId, move);
  } catch (error) {
    if (error instanceof EmailTakenError)
      throw new TRPCError({ code: "BAD_REQUEST", message: refusals.taken });
    throw error;
  }
  if (!moved) throw new TRPCError({ code: "BAD_REQUEST", message: refusals.changed });
}
