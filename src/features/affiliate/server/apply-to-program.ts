import "server-only";
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import { findUser, recordSignInFrom } from "@/features/auth/server";
import type { ServerAnalytics } from "@/server/analytics/create-server-analytics";
import { serverEventFields } from "@/server/analytics/server-event-fields";
import type { Database } from "@/server/db/create-database";
import { visitorFingerprint } from "@/server/http/visitor-fingerprint";
import type { applyInput } from "../affiliate-inputs";
import { findAffiliateOfUser } from "./data";
import { saveApplication } from "./mutations";

const refusals = {
  applied: "Your application is waiting for a decision; we mail you when there is one.",
  active: "You are an affiliate already.",
  suspended: "Your affiliate account is suspended; write to us to have it reviewed.",
} as const;

/**
 * An application to the program (docs/product.md#affiliate-program): registered accounts with a
 * confirmed email only, one at a time; after a rejection, a new one replaces it.
 */
export async function applyToProgram({
  db,
  userId,
  input,
  headers,
  analytics,
}: {
  db: Database;
  userId: string;
  input: z.output<typeof applyInput>;
  headers: Headers;
  analytics: ServerAnalytics | null;
}) {
  const account = await findUser(db, userId);
  if (!account?.emailVerifiedAt)
    throw new TRPCError({
      code: "FORBIDDEN",
      message:
        "Confirm your email address to apply: use the link we mailed you, or send it again from the banner.",
    });
  const previous = await findAffiliateOfUser(db, userId);
  if (previous && previous.status !== "rejected")
    throw new TRPCError({ code: "CONFLICT", message: refusals[previous.status] });
  const saved = await saveApplication(db, userId, input, visitorFingerprint(headers));
  // Another tab applied in between: the row is there, not rejected.
  if (!saved) throw new TRPCError({ code: "CONFLICT", message: refusals.applied });
  // The browser applied from refers no one, whatever network it moves to (docs/product.md#affiliate-program).
  await recordSignInFrom(db, userId, headers);
  analytics?.capture("affiliate_applied", userId, {
    ...serverEventFields(),
    reapplied: previous !== null,
  });
  return { status: saved.status };
}
