import "server-only";
import { TRPCError } from "@trpc/server";
import type { Database } from "@/server/db/create-database";
import { findAffiliate } from "./data";

/**
 * An admin never acts on their own affiliate profile (docs/product.md#affiliate-program): deciding
 * on it, setting its rate or marking its payout paid is another admin's job, so no one approves or
 * pays themself. Throws NOT_FOUND for no such affiliate, FORBIDDEN for the caller's own.
 */
export async function assertNotOwnAffiliate(
  db: Database,
  adminUserId: string,
  affiliateId: string,
) {
  const affiliate = await findAffiliate(db, affiliateId);
  if (!affiliate)
    throw new TRPCError({ code: "NOT_FOUND", message: "There is no such affiliate." });
  if (affiliate.userId === adminUserId)
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "This is your own affiliate account: another admin must decide on it.",
    });
  return affiliate;
}
