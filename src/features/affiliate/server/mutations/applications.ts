import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import type { AffiliateStatus } from "@/server/db/enums";
import { isUniqueViolation } from "@/server/db/is-unique-violation";
import { affiliates } from "@/server/db/schema";

type Application = { name: string; website: string; promotion: string; payoutEmail: string };

/**
 * Saves an application: a first one, or a new one after a rejection (the row is reused, its old
 * decision cleared). Null when the user already has one waiting, is an affiliate, or is suspended.
 */
export async function saveApplication(
  db: Database,
  userId: string,
  application: Application,
  appliedFrom: string,
) {
  const values = {
    ...application,
    appliedFrom,
    status: "applied" as const,
    reviewNote: null,
    reviewedAt: null,
  };
  const [row] = await db
    .insert(affiliates)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: affiliates.userId,
      set: { ...values, appliedAt: sql`now()` },
      setWhere: eq(affiliates.status, "rejected"),
    })
    .returning();
  return row ?? null;
}

/** A code for links: 9 random bytes as 12 URL-safe characters, unguessable and short enough to type. */
const newCode = () => randomBytes(9).toString("base64url");

const transitions = {
  approve: ["applied", "active"],
  reject: ["applied", "rejected"],
  suspend: ["active", "suspended"],
  reinstate: ["suspended", "active"],
} as const satisfies Record<string, readonly [AffiliateStatus, AffiliateStatus]>;
export type AffiliateDecision = keyof typeof transitions;

/**
 * An admin's decision, applied only from the status it is for (approve and reject an application,
 * suspend an active affiliate, reinstate a suspended one), so two admins deciding at once decide once.
 * Approval gives the code (kept when reinstated). Null when the affiliate is no longer in that status.
 */
export async function decideAffiliate(
  db: Database,
  affiliateId: string,
  decision: AffiliateDecision,
  note: string,
) {
  const [from, to] = transitions[decision];
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .update(affiliates)
        .set({
          status: to,
          reviewNote: note || null,
          reviewedAt: sql`now()`,
          ...(decision === "approve"
            ? { code: sql`coalesce(${affiliates.code}, ${newCode()})` }
            : {}),
        })
        .where(and(eq(affiliates.id, affiliateId), eq(affiliates.status, from)))
        .returning();
      return row ?? null;
    } catch (error) {
      // Two equal codes in 2^72 is a collision the unique key catches; draw again.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/** Sets the affiliate's own commission rate in basis points, or back to the default (null). False when there is no such affiliate. */
export async function saveCommissionRate(
  db: Database,
  affiliateId: string,
  rateBps: number | null,
): Promise<boolean> {
  const rows = await db
    .update(affiliates)
    .set({ commissionRateBps: rateBps })
    .where(eq(affiliates.id, affiliateId))
    .returning({ id: affiliates.id });
  return rows.length > 0;
}
