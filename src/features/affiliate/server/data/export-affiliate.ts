import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import {
  affiliateCommissions,
  affiliateLinks,
  affiliatePayouts,
  affiliateReferrals,
  affiliates,
} from "@/server/db/schema";

/**
 * The affiliate program's part of a person's data export (docs/product.md#accounts-and-mail): their
 * application and terms, links, ledger and payouts when they are an affiliate, and the affiliate
 * code they registered through when they were referred. Never the fingerprint hashes.
 */
export async function exportAffiliate(db: Database, userId: string) {
  const [profile] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
  const [referral] = await db
    .select({ code: affiliates.code, boundAt: affiliateReferrals.boundAt })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliateId))
    .where(eq(affiliateReferrals.userId, userId));
  const referredThrough = referral ?? null;
  if (!profile) return { program: null, referredThrough };
  const { appliedFrom: _hash, id, userId: _user, ...program } = profile;
  const [links, ledger, payouts] = await Promise.all([
    db.select().from(affiliateLinks).where(eq(affiliateLinks.affiliateId, id)),
    db.select().from(affiliateCommissions).where(eq(affiliateCommissions.affiliateId, id)),
    db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, id)),
  ]);
  return { program, links, ledger, payouts, referredThrough };
}
