import type { SignupFlow } from "@/lib/attribution/decide-signup-flow";
import type { UserType } from "@/server/db/enums";

/** docs/behaviour.md#analytics-events: the fields every event carries, added by `track()`. */
export type CommonFields = {
  user_type: UserType;
  timestamp: string;
  page_url: string | null;
  session_id: string | null;
};

// docs/behaviour.md#analytics-events, families and their extra fields: exactly these, no others.
type AuthBase = {
  auth_method: "guest" | "credentials";
  user_id: string;
  user_type: UserType;
  landing_page: string | null;
};
export type AuthLoginFields = AuthBase & { login_source: string };
export type AuthRegistrationFields = AuthBase & { registration_source: string };
export type RegistrationFields = { signup_flow: SignupFlow };
export type ConversionFields = {
  conversion_type: "registration" | "subscription";
  attributed_to_affiliate: boolean;
};
export type BusinessMetricFields = { metric_name: string; metric_value: number };
export type ExperimentFields = { experiment_name: string; variant: string };
export const performanceMetrics = [
  "largest-contentful-paint",
  "first-input",
  "layout-shift",
  "page-load-complete",
] as const;
export type PerformanceMetric = (typeof performanceMetrics)[number];
export type PerformanceFields = {
  metric_name: PerformanceMetric;
  metric_value: number;
  metric_unit: "ms";
  page_load_time: number | null;
};

/**
 * The feature areas (docs/behaviour.md#analytics-events): a feature event's name starts with its
 * area and "_" (`screener_viewed`), and the server files an event it does not know under its area.
 */
/** Where a symbol was added to a watchlist from; "restored" for an offline edit sent after a reload, when that is no longer known. */
export type WatchlistAddSource =
  | "watchlist_search"
  | "stock_page"
  | "screener"
  | "import"
  | "restored";

/** Where an alert was set from (docs/alerts.md#creating-and-managing-alerts). */
export type AlertSource =
  | "alerts_page"
  | "stock_page"
  | "chart"
  | "watchlist"
  | "screener"
  | "command_bar"
  | "chat"
  | "import";

export const eventAreas = ["screener", "chat", "watchlist", "auth", "affiliate", "alert"] as const;
export type EventArea = (typeof eventAreas)[number];

/**
 * Every event the product records, by name, with its family's fields. Feature events carry their
 * area's prefix (`eventAreas`); the other families have their own names. Features add their events
 * here, so a wrong field is a type error at the call.
 */
export type EventCatalogue = {
  auth_login: AuthLoginFields;
  auth_login_failed: AuthLoginFields;
  auth_logout: AuthLoginFields;
  auth_registration: AuthRegistrationFields & RegistrationFields;
  conversion: ConversionFields;
  business_metric: BusinessMetricFields;
  experiment_exposure: ExperimentFields;
  performance_metric: PerformanceFields;
  screener_viewed: { view: string; preset: string | null };
  screener_filter_changed: { filter: string };
  screener_preset_selected: { preset: string };
  screener_sorted: { column: string; direction: "asc" | "desc" };
  screener_result_opened: { symbol: string; position: number };
  screener_saved: { name_length: number };
  screener_exported: { rows: number };
  watchlist_created: { list_count: number };
  watchlist_renamed: Record<string, never>;
  watchlist_deleted: { symbols: number };
  watchlist_symbol_added: { symbol: string; source: WatchlistAddSource };
  watchlist_symbol_removed: { symbol: string };
  watchlist_reordered: { method: "keyboard" | "drag" | "button" | "restored" };
  watchlist_imported: { format: "text" | "csv"; added: number; unknown: number; invalid: number };
  watchlist_exported: { format: "text" | "csv"; symbols: number };
  watchlist_shared: { symbols: number };
  chat_room_opened: { room: string };
  chat_message_sent: {
    room: string;
    length: number;
    sentiment: "bullish" | "bearish" | null;
    cashtag_count: number;
  };
  chat_message_edited: { room: string; length: number };
  chat_message_deleted: { room: string };
  chat_message_reported: { room: string };
  /** A reader who may not post was shown why and the one step that fixes it (register, confirm the email). */
  chat_register_prompt_shown: { room: string; reason: "visitor" | "guest" | "unverified" };
  /** A visit that arrived with an affiliate code: the top of the affiliate funnel. */
  affiliate_landing: { affiliate_id: string };
  /** Sent by the server (docs/product.md#affiliate-program): an application, a first one or again after a rejection. */
  affiliate_applied: { reapplied: boolean };
  affiliate_approved: { affiliate_id: string };
  affiliate_link_created: { affiliate_id: string; has_utm: boolean };
  /** An admin marked a payout paid: its amount in cents and how many ledger entries it settled. */
  affiliate_payout_marked: { affiliate_id: string; amount: number; entries: number };
  /** Sent by the server (docs/alerts.md#delivery-in-the-app): a trigger delivered for the first time. */
  alert_triggered: { kind: string; scope: string; channel_count: number };
  /** Sent by the server: one channel's delivery of a trigger and what became of it. */
  alert_delivered: { channel: string; outcome: string };
  /** Sent by the server (docs/alerts.md#creating-and-managing-alerts), an import once per alert. */
  alert_created: { kind: string; scope: string; source: AlertSource };
  alert_updated: { kind: string; change: "settings" | "paused" | "resumed" };
  alert_deleted: { kind: string };
  /** An alert's history opened from /alerts. */
  alert_opened: { kind: string };
};

export type EventName = keyof EventCatalogue;

/** Which family an event belongs to, as the dashboard groups them. */
export const eventFamilies: Record<
  EventName,
  EventArea | "registration" | "conversion" | "business_metric" | "experiment" | "performance"
> = {
  auth_login: "auth",
  auth_login_failed: "auth",
  auth_logout: "auth",
  auth_registration: "registration",
  conversion: "conversion",
  business_metric: "business_metric",
  experiment_exposure: "experiment",
  performance_metric: "performance",
  affiliate_landing: "affiliate",
  affiliate_applied: "affiliate",
  affiliate_approved: "affiliate",
  affiliate_link_created: "affiliate",
  affiliate_payout_marked: "affiliate",
  alert_triggered: "alert",
  alert_delivered: "alert",
  chat_room_opened: "chat",
  chat_message_sent: "chat",
  chat_message_edited: "chat",
  chat_message_deleted: "chat",
  chat_message_reported: "chat",
  chat_register_prompt_shown: "chat",
  screener_viewed: "screener",
  screener_filter_changed: "screener",
  screener_preset_selected: "screener",
  screener_sorted: "screener",
  screener_result_opened: "screener",
  screener_saved: "screener",
  screener_exported: "screener",
  watchlist_created: "watchlist",
  watchlist_renamed: "watchlist",
  watchlist_deleted: "watchlist",
  watchlist_symbol_added: "watchlist",
  watchlist_symbol_removed: "watchlist",
  watchlist_reordered: "watchlist",
  watchlist_imported: "watchlist",
  watchlist_exported: "watchlist",
  watchlist_shared: "watchlist",
  alert_created: "alert",
  alert_updated: "alert",
  alert_deleted: "alert",
  alert_opened: "alert",
};
