/**
 * docs/alerts.md#noisy-alerts-become-digests: an alert that fires more than this many times within an hour turns into
 * a digest for ALERT_DIGEST_HOURS (alert.digest_until) instead of stopping.
 */
export const ALERT_DIGEST_AFTER_PER_HOUR = 10;
export const ALERT_DIGEST_HOURS = 24;
/** docs/alerts.md#evaluation: the channel alert mutations notify; the evaluator reloads its index. */
export const ALERTS_CHANGED_CHANNEL = "alerts_changed";
