import { type PlanFeature, type PlanId, plans } from "@/features/billing/plans";
import type { ProcedureAccess } from "@/server/api/procedure-access";
import type { CallerKind } from "./procedure-callers";

/** What a caller must get: through to the procedure, or refused with this code. */
export type Verdict = "allowed" | "UNAUTHORIZED" | "FORBIDDEN";

const RANK = { anyone: 0, session: 1, registered: 2 } as const;
const CALLER_RANK: Record<CallerKind, number> = {
  visitor: 0,
  freshGuest: 1,
  guest: 1,
  registered: 2,
  subscriber: 2,
  admin: 2,
};

/**
 * The rule of docs/security.md, "Authorization", as a table: below a session or an account the
 * caller is not signed in enough (UNAUTHORIZED); signed in but lacking the role or the plan, FORBIDDEN.
 * A plan is a registered user's own: an administrator without it is refused like anyone else.
 * `subscriber` holds the cheapest plan granting the procedure's feature (planFor).
 */
export function verdictFor(access: ProcedureAccess, caller: CallerKind): Verdict {
  const needed = typeof access === "object" || access === "admin" ? RANK.registered : RANK[access];
  if (CALLER_RANK[caller] < needed) return "UNAUTHORIZED";
  if (access === "admin") return caller === "admin" ? "allowed" : "FORBIDDEN";
  if (typeof access === "object") return caller === "subscriber" ? "allowed" : "FORBIDDEN";
  return "allowed";
}

/** The cheapest paid plan with `feature`; a feature no plan sells is a catalogue mistake. */
export function planFor(feature: string): Exclude<PlanId, "free"> {
  const found = (["pro", "premium"] as const).find((id) =>
    plans[id].features.includes(feature as PlanFeature),
  );
  if (!found)
    throw new Error(`no plan includes the feature "${feature}" (src/features/billing/plans.ts)`);
  return found;
}

export function describeAccess(access: ProcedureAccess | undefined): string {
  if (access === undefined) return "no access declared";
  return typeof access === "object" ? `plan with ${access.plan}` : access;
}
