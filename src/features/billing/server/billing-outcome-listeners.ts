import "server-only";
import { type Logger, logger } from "@/server/logger";
import { processSingleton } from "@/server/process-singleton";
import type { BillingOutcome } from "./billing-outcome";

export type BillingOutcomeListener = (outcome: BillingOutcome) => void | Promise<void>;

/**
 * The listeners, one set per process on globalThis: they are registered from instrumentation.ts,
 * which Next bundles as its own entry, and a module-level variable there would be another instance
 * than the one the routes publish through.
 * @see https://github.com/vercel/next.js/issues/65350
 */
const listeners = () =>
  processSingleton("billingOutcomeListeners", () => new Map<string, BillingOutcomeListener>());

/**
 * Registers `listener` under `name`; the same name again replaces it, so a registration run twice
 * in one process still delivers each outcome once. Returns the removal of this registration.
 */
export function onBillingOutcome(name: string, listener: BillingOutcomeListener): () => void {
  listeners().set(name, listener);
  return () => {
    if (listeners().get(name) === listener) listeners().delete(name);
  };
}

/**
 * Hands `outcome` to every listener. A listener's failure is logged and the others still run:
 * billing has already applied the event, and a 5xx would only make Stripe deliver it again.
 */
export async function publishBillingOutcome(
  outcome: BillingOutcome,
  log: Logger = logger,
): Promise<void> {
  await Promise.all(
    [...listeners()].map(async ([name, listener]) => {
      try {
        await listener(outcome);
      } catch (error) {
        log.error(
          { err: error, listener: name, outcome: outcome.type },
          "a billing outcome listener failed",
        );
      }
    }),
  );
}
