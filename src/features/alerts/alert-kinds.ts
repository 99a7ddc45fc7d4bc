/**
 * What an alert can watch, where, how often and through which channels (docs/alerts.md). Plain
 * values: the database's checks, the forms and the evaluator all read these lists.
 */

/**
 * Every kind (docs/alerts.md#kinds-and-scopes). The chat kinds watch a room (`general` or a
 * symbol's) or one of the person's own calls, and are kept as one symbol's alerts.
 */
export const alertKinds = [
  "price_cross",
  "percent_move",
  "watchlist_target",
  "new_high_low",
  "relative_volume",
  "sma_cross",
  "rsi_cross",
  "earnings_soon",
  "screen_membership",
  "chat_volume_spike",
  "chat_sentiment_flip",
  "call_moved",
] as const;
export type AlertKind = (typeof alertKinds)[number];

/** Kinds about a chat room, judged each minute by a job rather than per quote. */
export const chatRoomAlertKinds: ReadonlySet<AlertKind> = new Set([
  "chat_volume_spike",
  "chat_sentiment_flip",
]);

/** docs/alerts.md#chat-alerts: a room's last hour needs this many messages to be a spike at all. */
export const CHAT_SPIKE_MIN_MESSAGES = 10;
/** The move the chat's "Alert me when this call moves" sets; the alert's form changes it. */
export const CALL_ALERT_DEFAULT_PERCENT = 10;
/** A chat alert's trigger names this as its source: counts of the room at the time, no quote. */
export const CHAT_COUNT_SOURCE = "Marketdesk chat";
/** docs/alerts.md#chat-alerts: fewer counted accounts than this make no majority to flip. */
export const CHAT_FLIP_MIN_ACCOUNTS = 3;

/** Kinds that read technicals: from Pro, as the screener's technical filters are. */
export const technicalAlertKinds: ReadonlySet<AlertKind> = new Set([
  "relative_volume",
  "sma_cross",
  "rsi_cross",
]);

/** One symbol; a whole watchlist whose membership is read live; a saved screen. */
export const alertScopes = ["symbol", "watchlist", "screen"] as const;
export type AlertScope = (typeof alertScopes)[number];

/** Once (then the alert is done), once a trading day, or every crossing (at most one per 5 min). */
export const alertFrequencies = ["once", "daily", "every"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export const alertChannels = ["in_app", "mail", "push", "webhook"] as const;
export type AlertChannel = (typeof alertChannels)[number];

/** `done`: a `once` alert that fired; it stays listed with its history until deleted. */
export const alertStatuses = ["active", "paused", "done"] as const;
export type AlertStatus = (typeof alertStatuses)[number];

/** What became of one delivery on one channel (docs/alerts.md#delivery-in-the-app). */
export const deliveryOutcomes = [
  "pending",
  "sent",
  "failed",
  "grouped",
  "held_quiet_hours",
  "digest",
  "skipped",
] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/** Cooldown bounds in minutes (5 min – 24 h, default 60 min). */
export const ALERT_COOLDOWN_MINUTES = { min: 5, max: 1_440, default: 60 } as const;
/** A crossing re-arms only once the price pulls back this far past the level (0.25 %). */
export const ALERT_REARM_FRACTION = 0.0025;
/** "Every crossing" fires at most once per this window. */
export const ALERT_EVERY_WINDOW_MS = 5 * 60_000;
/** The trigger and delivery log is kept this long, and every history and log shows this much. */
export const ALERT_LOG_DAYS = 90;
