import "server-only";
import type { BillingProvider } from "./billing-provider";
import { listStoredInvoices } from "./data";
import { localCheckoutEvent, subscriptionUpdatedEvent } from "./local-billing";
import { localPlanChangeEvent } from "./local-plan-change";
import { storedInvoiceSummary } from "./stored-invoice-summary";

/** Local test mode: checkout completes in-app, no card is charged, and the account page is the portal. */
export function createLocalBillingProvider(): BillingProvider {
  return {
    mode: "local",
    openCheckout: async (_db, { planId, interval }) => ({
      url: `/billing/checkout?plan=${planId}&interval=${interval}`,
    }),
    openPortal: async () => ({ url: "/account#subscription" }),
    completeInAppCheckout: ({ userId, planId, interval }) =>
      localCheckoutEvent(userId, planId, interval),
    setCancelAtPeriodEnd: async (subscription, cancel) =>
      subscriptionUpdatedEvent({ ...subscription, cancelAtPeriodEnd: cancel }),
    cancelNow: async (subscription) =>
      subscriptionUpdatedEvent({ ...subscription, status: "canceled", cancelAtPeriodEnd: false }),
    changePlan: async (subscription, choice) => localPlanChangeEvent(subscription, choice),
    listInvoices: async (db, userId) =>
      (await listStoredInvoices(db, userId)).map(storedInvoiceSummary),
  };
}
