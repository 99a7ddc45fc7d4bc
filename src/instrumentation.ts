import type { PeriodicJob } from "./server/jobs/schedule-periodic-jobs";

/**
 * Runs once when a server process starts (never during `next build`): the listeners of billing's
 * outcomes (analytics, the billing mails, the affiliate commissions), and the job queue with its schedules (the clean-up
 * tasks, the alert jobs and, with a live market-data provider, its refresh; with EDGAR, its
 * fundamentals), this node's mail worker, the live quote feed and the alert evaluator.
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
  const { mailBillingOutcome } = await import("./features/billing/server/mail-billing-outcome");
  const { getMailer } = await import("./features/mail/server");
  const { getDb } = await import("./server/db/get-database");
  onBillingOutcome("mail", (outcome) => mailBillingOutcome(getDb(), getMailer(), outcome));
  const { handleAffiliateBillingOutcome, runCommissionSweep } = await import(
    "./features/affiliate/server"
  );
  onBillingOutcome("affiliate", (outcome) => handleAffiliateBillingOutcome(getDb(), outcome));
  const { env } = await import("./env");
  const { getJobQueue } = await import("./server/jobs/get-job-queue");
  const { schedulePeriodicJobs } = await import("./server/jobs/schedule-periodic-jobs");
  const { cronEvery } = await import("./server/jobs/cron-every");
  const { logger } = await import("./server/logger");
  const { deleteStaleGuests } = await import("./features/auth/server/mutations");
  const { deleteExpiredAnalyticsEvents } = await import("./features/analytics/server/mutations");
  const { purgeWatchlistLeftovers } = await import("./features/watchlist/server/mutations");
  // Periodic work on the job queue's schedules (docs/architecture.md#background-jobs): each occurrence runs once across nodes.
  const jobs: PeriodicJob[] = [
    // Guest rows unused for 30 days go, with their data (#3).
    {
      name: "guest-cleanup",
      cron: "0 */6 * * *",
      run: async () => ({ removed: await deleteStaleGuests(getDb(), 30) }),
    },
    // Analytics events are kept ANALYTICS_RETENTION_DAYS (90 by default).
    {
      name: "analytics-retention",
      cron: "10 */6 * * *",
      run: async () => ({
        removed: await deleteExpiredAnalyticsEvents(getDb(), env.ANALYTICS_RETENTION_DAYS),
      }),
    },
    // Deleted watchlists past their Undo window, and old edit ids (docs/product.md#watchlists).
    { name: "watchlist-purge", cron: "20 */6 * * *", run: () => purgeWatchlistLeftovers(getDb()) },
    // Commissions past their holding period become due, and any a listener missed are written (docs/product.md#affiliate-program).
    { name: "affiliate-commissions", cron: "5 * * * *", run: () => runCommissionSweep(getDb()) },
  ];
  // Capture batches PostHog did not take, sent again each minute (docs/scaling.md#faults).
  if (env.POSTHOG_HOST) {
    const { retryKeptForwards } = await import("./features/analytics/server/retry-kept-forwards");
    const forwards = { host: env.POSTHOG_HOST, log: logger.child({ task: "analytics-forwards" }) };
    jobs.push({
      name: "analytics-forward-retry",
      cron: "* * * * *",
      run: () => retryKeptForwards(getDb(), forwards),
    });
  }
  // Live quotes and history every MARKET_REFRESH_MINUTES; one node at a time (runMarketRefresh's running slot).
  if (env.MARKET_DATA_PROVIDER !== "snapshot") {
    const { getMarketDataProvider } = await import(
      "./features/market/server/get-market-data-provider"
    );
    const { runMarketRefresh } = await import("./features/market/server/run-market-refresh");
    // env.ts accepts only the intervals cron keeps, so there is an expression for it.
    const cron = cronEvery(env.MARKET_REFRESH_MINUTES)!;
    jobs.push({
      name: "market-refresh",
      cron,
      run: () => runMarketRefresh(getDb(), getMarketDataProvider()),
    });
  }
  // Alpaca's news and dividends for the watched symbols and the largest companies, on the market
  // data's one paced client (docs/live-market.md#news-and-calendars); off with any other provider.
  if (env.MARKET_DATA_PROVIDER === "alpaca") {
    const { getAlpacaClient } = await import("./features/market/server/alpaca/get-alpaca-client");
    const { fetchAlpacaNews, fetchAlpacaDividends, listCoveredSymbols } = await import(
      "./features/market/server"
    );
    const { listWatchedSymbols } = await import("./features/watchlist/server");
    const { refreshNews } = await import("./features/news/server/refresh-news");
    const { NEWS_REFRESH_MINUTES, NEWS_REFRESH_SYMBOLS } = await import(
      "./features/news/news-limits"
    );
    const { refreshDividends } = await import("./features/calendar/server/refresh-dividends");
    const covered = async () =>
      listCoveredSymbols(
        getDb(),
        await listWatchedSymbols(getDb(), NEWS_REFRESH_SYMBOLS),
        NEWS_REFRESH_SYMBOLS,
      );
    jobs.push({
      name: "news-refresh",
      cron: cronEvery(NEWS_REFRESH_MINUTES)!,
      run: async () =>
        refreshNews(
          getDb(),
          {
            provider: "alpaca",
            fetchNews: (symbols, since, maxItems) =>
              fetchAlpacaNews(getAlpacaClient(), symbols, since, maxItems),
          },
          await covered(),
        ),
    });
    jobs.push({
      name: "dividends-refresh",
      cron: "40 * * * *",
      run: async () =>
        refreshDividends(
          getDb(),
          {
            provider: "alpaca",
            fetchDividends: (symbols, start, end) =>
              fetchAlpacaDividends(getAlpacaClient(), symbols, start, end),
          },
          await covered(),
        ),
    });
  }
  // SEC EDGAR's fundamentals at half past every hour, a paced batch each (docs/live-market.md#sec-edgar-fundamentals).
  const { getEdgarClient } = await import("./features/market/server/edgar/get-edgar-client");
  const edgar = getEdgarClient();
  if (edgar) {
    const { refreshCompanyFundamentals } = await import(
      "./features/market/server/edgar/refresh-company-fundamentals"
    );
    const { deriveEarningsReports } = await import("./features/market/server");
    const { upsertEarningsReports } = await import(
      "./features/calendar/server/mutations/upsert-earnings-reports"
    );
    jobs.push({
      name: "fundamentals-refresh",
      cron: "30 * * * *",
      // The same facts give the calendar its filed reports (docs/live-market.md#news-and-calendars).
      run: () =>
        refreshCompanyFundamentals(getDb(), edgar, undefined, (symbol, facts) =>
          upsertEarningsReports(getDb(), symbol, deriveEarningsReports(facts)),
        ),
    });
  }
  // Alerts judged by jobs (docs/alerts.md#evaluation): earnings daily before the pre-market, saved
  // screens every 5 minutes (a free plan's after each close), chat rooms every minute, and the
  // 90-day log's trim.
  const { runEarningsAlerts } = await import(
    "./features/alerts/server/evaluate/run-earnings-alerts"
  );
  const { runScreenAlerts } = await import("./features/alerts/server/evaluate/run-screen-alerts");
  const { runChatAlerts } = await import("./features/alerts/server/evaluate/run-chat-alerts");
  const { pruneAlertLog } = await import("./features/alerts/server/mutations/prune-alert-log");
  jobs.push(
    { name: "alerts-earnings", cron: "0 11 * * *", run: () => runEarningsAlerts(getDb()) },
    { name: "alerts-screens", cron: "*/5 * * * *", run: () => runScreenAlerts(getDb()) },
    { name: "alerts-chat", cron: "* * * * *", run: () => runChatAlerts(getDb()) },
    { name: "alerts-log-retention", cron: "50 */6 * * *", run: () => pruneAlertLog(getDb()) },
  );
  // The alert evaluator on one node, as the feed (docs/alerts.md#evaluation); not awaited. A feed
  // that follows pages follows the symbols its alerts watch too, so an alert fires with no page open.
  const { startAlertEvaluator } = await import(
    "./features/alerts/server/evaluate/start-alert-evaluator"
  );
  const { followAlso } = await import("./features/market/server/quotes/follow-also");
  // The live feed on one node (docs/live-market.md#the-live-path-feed--database--page); not awaited.
  const { getQuoteFeed } = await import("./features/market/server/get-quote-feed");
  const { startQuoteFeed } = await import("./features/market/server/quotes/start-quote-feed");
  const { getQuoteHub } = await import("./features/market/server/quotes/get-quote-hub");
  const { getDatabaseHandle } = await import("./server/db/get-database");
  const { onShutdown } = await import("./server/http/on-shutdown");
  // REALTIME=redis: one node carries every channel written with pg_notify to Redis, where every
  // node hears it (docs/scaling.md#real-time-over-redis); a channel missing here would go unheard.
  if (env.REALTIME === "redis" && env.DATABASE_URL) {
    const { startNotificationRelay } = await import("./server/realtime/relay-notifications");
    const { CHAT_CHANNEL } = await import("./features/chat/server/chat-channel");
    const { ALERTS_CHANGED_CHANNEL } = await import(
      "./features/alerts/server/evaluate/alert-evaluation-limits"
    );
    const { NOTIFICATION_CHANNEL } = await import(
      "./features/alerts/server/live/notification-channel"
    );
    const { QUOTE_CHANNEL, MARKET_CHANGED_CHANNEL } = await import(
      "./features/market/server/quotes/quote-channel"
    );
    const { SHARED_WATCHLIST_CHANNEL } = await import(
      "./features/watchlist/server/shared-watchlist-changes"
    );
    const relay = startNotificationRelay({
      url: env.DATABASE_URL,
      channels: [
        CHAT_CHANNEL,
        ALERTS_CHANGED_CHANNEL,
        NOTIFICATION_CHANNEL,
        QUOTE_CHANNEL,
        MARKET_CHANGED_CHANNEL,
        SHARED_WATCHLIST_CHANNEL,
      ],
      publish: getDatabaseHandle().notify,
    });
    onShutdown(() => relay.stop());
  }
  const alertEvaluator = startAlertEvaluator(getDatabaseHandle());
  onShutdown(() => alertEvaluator.stop());
  const quoteFeed = startQuoteFeed({
    handle: getDatabaseHandle(),
    feed: getQuoteFeed(getDatabaseHandle()),
    foldMs: env.MARKET_SECURITY_FOLD_SECONDS * 1_000,
    shown: followAlso(getQuoteHub(getDatabaseHandle).shown, alertEvaluator.watched),
  });
  onShutdown(() => quoteFeed.stop());
  // What makes the cached public pages stale, heard from every node (docs/scaling.md#cached-pages);
  // not awaited. Unheard, a cached page still renders anew after a minute.
  const { listenForPageChanges } = await import(
    "./features/market/server/quotes/listen-for-page-changes"
  );
  const { listenForSharedWatchlistChanges } = await import(
    "./features/watchlist/server/shared-watchlist-changes"
  );
  for (const listenFor of [listenForPageChanges, listenForSharedWatchlistChanges])
    void listenFor(getDatabaseHandle().listen).catch((error: unknown) =>
      logger.warn(
        { err: error },
        "cached pages will not hear of changes; they expire after a minute",
      ),
    );
  const { startMailDelivery } = await import("./features/mail/server/start-mail-delivery");
  // Alerts' daily digest and delayed deliveries (docs/alerts.md#mail, #grouping).
  const { alertDigestJob } = await import("./features/alerts/server/deliver/alert-digest-job");
  const { startAlertDelivery } = await import(
    "./features/alerts/server/deliver/start-alert-delivery"
  );
  jobs.push(alertDigestJob(getDb));
  // Not awaited: the first request need not wait for the queue's schema check and schedules. A
  // queue that cannot start leaves the site serving, without its periodic work and mail, and says so.
  void getJobQueue()
    .then(async (queue) => {
      await schedulePeriodicJobs(queue, jobs);
      // This node's mail worker (docs/architecture.md#mail), or the warning that mail is off.
      await startMailDelivery(queue, getDb());
      // This node's webhook worker for alerts (docs/alerts.md#webhooks).
      const { startWebhookDelivery } = await import(
        "./features/alerts/server/webhooks/start-webhook-delivery"
      );
      await startWebhookDelivery(queue, getDb());
      await startAlertDelivery(queue, getDb());
    })
    .catch((error: unknown) =>
      logger.error({ err: error }, "the job queue did not start: periodic work and mail are off"),
    );
}
