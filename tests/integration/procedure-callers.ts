import { randomUUID } from "node:crypto";
import type { PlanId } from "@/features/billing/plans";
import { localCheckoutEvent } from "@/features/billing/server/local-billing";
import { applyBillingEvent } from "@/features/billing/server/mutations";
import type { Database } from "@/server/db/create-database";
import { users } from "@/server/db/schema";
import { sessionCookie } from "./auth-helpers";

/**
 * Who calls: a visitor has no cookie; a fresh guest has a cookie but no row yet (rows are written
 * at a guest's first save); the others have rows made by direct inserts, as an account would be.
 */
export type CallerKind = "visitor" | "freshGuest" | "guest" | "registered" | "subscriber" | "admin";
export type Caller = { kind: CallerKind; id: string | null; cookie: string | undefined };

/** A paid plan for `subscriber`, made through the billing code's own event, as a local checkout makes it. */
async function subscribe(
  db: Database,
  userId: string,
  planId: Exclude<PlanId, "free">,
): Promise<void> {
  const outcome = await applyBillingEvent(db, localCheckoutEvent(userId, planId, "month"));
  if (!outcome.applied) throw new Error(`the ${planId} subscription of ${userId} was not applied`);
}

export async function createCaller(
  db: Database,
  kind: CallerKind,
  planId: Exclude<PlanId, "free"> = "premium",
): Promise<Caller> {
  if (kind === "visitor") return { kind, id: null, cookie: undefined };
  if (kind === "freshGuest") {
    const id = randomUUID();
    return { kind, id, cookie: await sessionCookie({ id, type: "guest" }) };
  }
  const type = kind === "guest" ? "guest" : kind === "admin" ? "admin" : "authenticated";
  const email = type === "guest" ? null : `${kind}-${randomUUID()}@example.com`;
  // Accounts have confirmed their email, so what needs one (posting in chat) is reached; the unconfirmed case is chat.test.ts's.
  const [row] = await db
    .insert(users)
    .values({ email, type, emailVerifiedAt: email ? new Date() : null })
    .returning({ id: users.id });
  if (kind === "subscriber") await subscribe(db, row!.id, planId);
  return { kind, id: row!.id, cookie: await sessionCookie({ id: row!.id, type }) };
}
