import { createAccountRouter } from "@/features/account/server/router";
import { bindAffiliateReferral } from "@/features/affiliate/server";
import { affiliateRouter } from "@/features/affiliate/server/router";
import { alertsRouter } from "@/features/alerts/server/alerts-router";
import { alertChannelsRouter } from "@/features/alerts/server/channels-router";
import { notificationsRouter } from "@/features/alerts/server/notifications-router";
import { analyticsRouter } from "@/features/analytics/server/router";
import { createAuthRouter } from "@/features/auth/server/router";
import { billingRouter } from "@/features/billing/server/router";
import { calendarRouter } from "@/features/calendar/server/router";
import { chatRouter } from "@/features/chat/server/router";
import { mailRouter } from "@/features/mail/server/router";
import { mapRouter } from "@/features/map/server/router";
import { marketRouter } from "@/features/market/server/router";
import { newsRouter } from "@/features/news/server/router";
import { screenerRouter } from "@/features/screener/server/router";
import { watchlistRouter } from "@/features/watchlist/server/router";
import { accountDataExporters } from "./account-data-exporters";
import { healthRouter } from "./health-router";
import { createCallerFactory, createTRPCRouter } from "./trpc";

/** Every procedure the client can call at /api/trpc (docs/behaviour.md#server-calls). */
export const appRouter = createTRPCRouter({
  health: healthRouter,
  // Registration binds to an affiliate through the program's check (docs/product.md#affiliate-program).
  auth: createAuthRouter({ bindReferral: bindAffiliateReferral }),
  // "Export my data" gathers every feature's part (docs/product.md#accounts-and-mail).
  account: createAccountRouter({ accountDataExporters }),
  analytics: analyticsRouter,
  // docs/behaviour.md#server-calls names these procedures stripe.getCurrentSubscription and stripe.getPlanById.
  stripe: billingRouter,
  screener: screenerRouter,
  market: marketRouter,
  news: newsRouter,
  calendar: calendarRouter,
  map: mapRouter,
  watchlist: watchlistRouter,
  mail: mailRouter,
  chat: chatRouter,
  affiliate: affiliateRouter,
  alerts: alertsRouter,
  alertChannels: alertChannelsRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
