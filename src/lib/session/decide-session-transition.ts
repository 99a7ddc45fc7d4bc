import { type Identity, isRegistered } from "./identity";

export type SessionTransition = {
  /** Reset every cached query (docs/behaviour.md#sessions). */
  resetCache: boolean;
  /** Record one login event with this `auth_method` (docs/behaviour.md#sessions), or none. */
  loginMethod: "guest" | "credentials" | null;
};

const NONE: SessionTransition = { resetCache: false, loginMethod: null };

/**
 * docs/behaviour.md#sessions, its transitions: the rules, one row each. `previous` is the tab's last settled
 * identity (null when the tab has none yet: its first look is no transition).
 *
 * | rule                                                        | from → to                          |
 * |-------------------------------------------------------------|------------------------------------|
 * | the status turns to authenticated                           | unauthenticated → authenticated    |
 * | a guest id becomes a non-guest id                           | id `guest` → any other id          |
 * | a non-guest type appears while already authenticated        | authenticated guest → same id, non-guest type |
 * | (ours) another person on the same tab                       | id A → id B, neither `guest`       |
 *
 * The last row is not in the spec, whose rules never fire for a direct switch of accounts; the
 * cache must still belong to exactly one person. Several matching rules reset once.
 */
export function decideSessionTransition(
  previous: Identity | null,
  next: Identity,
): SessionTransition {
  if (!previous) return NONE;
  const statusTurnsAuthenticated =
    previous.status !== "authenticated" && next.status === "authenticated";
  const guestIdBecomesNonGuest = previous.id === "guest" && next.id !== "guest";
  const nonGuestTypeAppears =
    previous.status === "authenticated" && !isRegistered(previous) && isRegistered(next);
  const personChanged = previous.id !== "guest" && next.id !== "guest" && previous.id !== next.id;
  if (
    !statusTurnsAuthenticated &&
    !guestIdBecomesNonGuest &&
    !nonGuestTypeAppears &&
    !personChanged
  )
    return NONE;
  return {
    resetCache: true,
    loginMethod:
      next.status === "authenticated" ? (isRegistered(next) ? "credentials" : "guest") : null,
  };
}
