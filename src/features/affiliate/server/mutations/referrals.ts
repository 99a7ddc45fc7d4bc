import "server-only";
import { eq, sql } from "drizzle-orm";
import { saveAffiliateBinding } from "@/features/auth/server";
import type { Database } from "@/server/db/create-database";
import type { ReferralRefusalReason } from "@/server/db/enums";
import { affiliateReferralRefusals, affiliateReferrals } from "@/server/db/schema";
import { lockAffiliateRow } from "./lock-affiliate-row";

type Binding = {
  userId: string;
  affiliateId: string;
  code: string;
  clickId: string;
  boundAt: Date;
};

/**
 * Binds the user to the affiliate, once (the referral's primary key is the user): the referral with
 * the affiliate's next customer number, taken under the affiliate row's lock, and the binding on the
 * account, in one transaction. False when the user was already bound.
 */
export async function saveReferral(
  db: Database,
  { userId, affiliateId, code, clickId, boundAt }: Binding,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAffiliateRow(tx, affiliateId);
    const [next] = await tx
      .select({
        number: sql<number>`coalesce(max(${affiliateReferrals.customerNumber}), 0)::int + 1`,
      })
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliateId, affiliateId));
    const inserted = await tx
      .insert(affiliateReferrals)
      .values({ userId, affiliateId, clickId, customerNumber: next!.number, boundAt })
      .onConflictDoNothing()
      .returning({ userId: affiliateReferrals.userId });
    if (inserted.length === 0) return false;
    await saveAffiliateBinding(tx, userId, code);
    return true;
  });
}

/** Records why a registration that carried `code` was not bound, for /admin/affiliates. */
export async function saveRefusal(
  db: Database,
  refusal: {
    userId: string;
    affiliateId: string | null;
    code: string;
    reason: ReferralRefusalReason;
    detail: string;
    refusedAt: Date;
  },
): Promise<void> {
  await db.insert(affiliateReferralRefusals).values(refusal);
}
