/**
 * Runs once when a server process starts (never during `next build`): the listeners of billing's
 * outcomes, the clean-up tasks and, with a live market-data provider, its refresh.
 * @see https://nextjs.org/docs/app/guides/instrumentation
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // The composition root of billing's listeners: it runs before any request of every server process
  // (the tRPC route and the Stripe webhook alike), and billing itself knows no listener.
  const { onBillingOutcome } = await import("./features/billing/server/billing-outcome-listeners");
  const { trackBillingOutcome } = await import("./features/analytics/server/track-billing-outcome");
  const { getServerAnalytics } = await import("./server/analytics/get-server-analytics");
  onBillingOutcome("analytics", (outcome) => trackBillingOutcome(getServerAnalytics(), outcome));
  const { env } = await import("./env");
  const { getDb } = await import("./server/db/get-database");
  const { schedulePeriodicTask } = await import("./server/schedule-periodic-task");
  const { deleteStaleGuests } = await import("./features/auth/server/mutations");
  const { deleteExpiredAnalyticsEvents } = await import("./features/analytics/server/mutations");
  const { purgeWatchlistLeftovers } = await import("./features/watchlist/server/mutations");
  const sixHours = 6 * 60 * 60 * 1000;
  // Guest rows unused for 30 days go, with their data (#3).
  schedulePeriodicTask("guest-cleanup", sixHours, async () => ({ removed: await deleteStaleGuests(getDb(), 30) }));
  // Analytics events are kept ANALYTICS_RETENTION_DAYS (90 by default).
  schedulePeriodicTask("analytics-retention", sixHours, async () => ({ removed: await deleteExpiredAnalyticsEvents(getDb(), env.ANALYTICS_RETENTION_DAYS) }));
  // Deleted watchlists past their Undo window, and old edit ids (docs/product.md#watchlists).
  schedulePeriodicTask("watchlist-purge", sixHours, () => purgeWatchlistLeftovers(getDb()));
  // Live quotes and history every MARKET_REFRESH_MINUTES; one node at a time (runMarketRefresh's running slot).
  if (env.MARKET_DATA_PROVIDER !== "snapshot") {
    const { getMarketDataProvider } = await import("./features/market/server/get-market-data-provider");
    const { runMarketRefresh } = await import("./features/market/server/run-market-refresh");
    schedulePeriodicTask("market-refresh", env.MARKET_REFRESH_MINUTES * 60_000, () => runMarketRefresh(getDb(), getMarketDataProvider()));
  }
}
