/**
 * The cause of a FORBIDDEN that a better plan lifts: which plan, and the feature it unlocks or the
 * limit it raises. The error formatter hands both to the client in `data.upgrade` for its prompt;
 * which plan that is, is the billing feature's rule (src/features/billing/server/).
 */
export class UpgradeRequiredError extends Error {
  constructor(
    readonly planId: string,
    readonly feature: string,
  ) {
    super(`Upgrade to ${planId} for ${feature}`);
    this.name = "UpgradeRequiredError";
  }
}
