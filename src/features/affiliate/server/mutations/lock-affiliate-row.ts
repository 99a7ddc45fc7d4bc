import "server-only";
import { eq } from "drizzle-orm";
import type { DatabaseTransaction } from "@/server/db/create-database";
import { affiliates } from "@/server/db/schema";

/**
 * Locks an affiliate's row until `tx` ends, so what is counted or summed per affiliate (the next
 * customer number, the balance a payout takes) cannot race a second writer.
 */
export async function lockAffiliateRow(tx: DatabaseTransaction, affiliateId: string) {
  await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId))
    .for("update");
}
