import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { users } from "@/server/db/schema";
import { EmailTakenError } from "../email-taken-error";

/** The account proved it reads mail at `email`; nothing happens if the address changed since the link was sent. */
export async function markEmailVerified(
  db: Database,
  userId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export type Move = { from: string; to: string; now: Date; endSessions: boolean };

/**
 * Moves an account from one address to another, verified (the link came to `to`), only while it
 * still has `from`. An undo also moves the session version on, signing every device out. A `to`
 * that another account took meanwhile is EmailTakenError.
 */
export async function moveAccountEmail(
  db: Database,
  userId: string,
  { from, to, now, endSessions }: Move,
): Promise<boolean> {
  try {
    const rows = await db
      .update(users)
      .set({
        email: to,
        emailVerifiedAt: now,
        ...(endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
      })
      .where(and(eq(users.id, userId), eq(users.email, from)))
      .returning({ id: users.id });
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/**
 * Deletes an account's row; every row of its own goes with it by cascade (screens, watchlists,
 * preferences, subscription, invoices, tokens). Only registered accounts: a guest is never deleted here.
 */
export async function deleteAccountRow(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), sql`${users.type} <> 'guest'`));
}
