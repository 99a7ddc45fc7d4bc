/** What a plan lets you do (docs/product.md#plans); `null` limits are unlimited. */
export type PlanFeature =
  | "technical_filters"
  | "csv_export"
  | "priority_refresh"
  | "chat_badge"
  | "webhooks";
export type PlanLimits = {
  watchlists: number | null;
  symbolsPerList: number | null;
  savedScreens: number | null;
  /** Alerts by scope (docs/alerts.md#limits): on one symbol, a whole watchlist, a saved screen. */
  symbolAlerts: number | null;
  watchlistAlerts: number | null;
  screenAlerts: number | null;
  /** The most symbols a watchlist may hold for an alert on it to be set. */
  symbolsPerWatchlistAlert: number | null;
  /** Webhook endpoints; 0 also means no webhook channel on alerts. */
  webhooks: number | null;
};
export type PlanId = "free" | "pro" | "premium";
export type BillingInterval = "month" | "year";

export type Plan = {
  id: PlanId;
  name: string;
  description: string;
  /** In cents, per interval. */
  prices: Record<BillingInterval, { amount: number; currency: "usd" }>;
  limits: PlanLimits;
  features: PlanFeature[];
};

/** The plan catalogue as data: every limit check in the product reads it through getEntitlements. */
export const plans: Record<PlanId, Plan> = {
  free: {
    id: "free",
    name: "Free",
    description: "Every screener preset, with descriptive and performance filters.",
    prices: { month: { amount: 0, currency: "usd" }, year: { amount: 0, currency: "usd" } },
    limits: {
      watchlists: 3,
      symbolsPerList: 50,
      savedScreens: 3,
      symbolAlerts: 20,
      watchlistAlerts: 1,
      screenAlerts: 1,
      symbolsPerWatchlistAlert: 50,
      webhooks: 0,
    },
    features: [],
  },
  pro: {
    id: "pro",
    name: "Pro",
    description: "Technical filters, unlimited saved screens and CSV export.",
    prices: {
      month: { amount: 1_900, currency: "usd" },
      year: { amount: 19_000, currency: "usd" },
    },
    limits: {
      watchlists: 20,
      symbolsPerList: 500,
      savedScreens: null,
      symbolAlerts: 300,
      watchlistAlerts: 20,
      screenAlerts: 20,
      symbolsPerWatchlistAlert: 500,
      webhooks: 2,
    },
    features: ["technical_filters", "csv_export", "webhooks"],
  },
  premium: {
    id: "premium",
    name: "Premium",
    description:
      "Everything in Pro, plus unlimited watchlists, priority data refresh and a chat badge (coming soon).",
    prices: {
      month: { amount: 4_900, currency: "usd" },
      year: { amount: 49_000, currency: "usd" },
    },
    limits: {
      watchlists: null,
      symbolsPerList: null,
      savedScreens: null,
      symbolAlerts: 1_000,
      watchlistAlerts: null,
      screenAlerts: 100,
      symbolsPerWatchlistAlert: null,
      webhooks: 10,
    },
    features: ["technical_filters", "csv_export", "priority_refresh", "chat_badge", "webhooks"],
  },
};

/**
 * Guests and visitors (docs/product.md#plans): presets and free filters, one watchlist of ten, no
 * saved screens, three symbol alerts in the app (docs/alerts.md#limits).
 */
export const guestLimits: PlanLimits = {
  watchlists: 1,
  symbolsPerList: 10,
  savedScreens: 0,
  symbolAlerts: 3,
  watchlistAlerts: 0,
  screenAlerts: 0,
  symbolsPerWatchlistAlert: 0,
  webhooks: 0,
};

export const featureNames: Record<PlanFeature, string> = {
  technical_filters: "Technical filters (SMA, RSI, relative volume)",
  csv_export: "CSV export",
  priority_refresh: "Priority data refresh",
  chat_badge: "Premium badge in chat",
  webhooks: "Alert webhooks",
};

/**
 * What a plan includes but the product does not do yet: shown as "coming soon", never sold as if it
 * ran today. Each feature's change removes its entry when it ships.
 */
export const comingSoon: ReadonlySet<PlanFeature | "watchlists"> = new Set([
  "priority_refresh",
  "chat_badge",
]);
