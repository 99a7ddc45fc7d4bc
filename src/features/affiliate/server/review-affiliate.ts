import "server-only";
import { TRPCError } from "@trpc/server";
import { findUser } from "@/features/auth/server";
import type { Mailer } from "@/features/mail/server";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { serverEventFields } from "@/server/analytics/server-event-fields";
import type { Database } from "@/server/db/create-database";
import { logger } from "@/server/logger";
import { type AffiliateDecision, decideAffiliate } from "./mutations";

const mailed = {
  approve: "approved",
  reject: "rejected",
  suspend: "suspended",
  reinstate: "reinstated",
} as const;
const stale = {
  approve: "This application was decided already.",
  reject: "This application was decided already.",
  suspend: "This affiliate is not active.",
  reinstate: "This affiliate is not suspended.",
};

/**
 * An admin's decision on an affiliate (docs/product.md#affiliate-program): applied once from the
 * status it is for, then mailed to the person with the admin's note. Approval gives the code and is
 * recorded as `affiliate_approved`.
 */
export async function reviewAffiliate(
  { db, mailer, analytics }: { db: Database; mailer: Mailer; analytics: ServerAnalytics | null },
  input: { affiliateId: string; decision: AffiliateDecision; note: string },
) {
  const affiliate = await decideAffiliate(db, input.affiliateId, input.decision, input.note);
  if (!affiliate) throw new TRPCError({ code: "CONFLICT", message: stale[input.decision] });
  if (input.decision === "approve") {
    analytics?.capture("affiliate_approved", affiliate.userId, {
      ...serverEventFields(),
      affiliate_id: affiliate.code!,
    });
  }
  const to = (await findUser(db, affiliate.userId))?.email;
  if (to && mailer.available) {
    // The decision stands whether or not its mail could be queued; the person also sees it at /affiliate.
    await mailer
      .send(db, {
        to,
        template: "affiliate-decision",
        props: { decision: mailed[input.decision], note: input.note || null },
      })
      .catch((error: unknown) =>
        logger.error({ err: error }, "the affiliate decision mail could not be queued"),
      );
  }
  return { id: affiliate.id, status: affiliate.status, code: affiliate.code };
}
