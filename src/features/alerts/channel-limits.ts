/*
 * The limits of the push and webhook channels (how many endpoints a plan keeps is the plan's, src/features/billing/plans.ts) (docs/alerts.md#web-push, docs/alerts.md#webhooks):
 * plain values the router, the deliveries and the page all read.
 */

/** The longest endpoint or push address accepted, as browsers and most servers cap URLs. */
export const CHANNEL_URL_MAX_LENGTH = 2_048;
/** Devices (browsers) one person may get push on. */
export const PUSH_DEVICES_MAX = 20;
/** Push services accept 4 KB of payload; ours stays under it however long the message. */
export const PUSH_PAYLOAD_MAX_BYTES = 4_096;
/** A push a device does not pick up within a day is dropped: an old price alert misleads. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** One webhook attempt: the whole exchange, and how much of the answer is read. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;
/** Receivers refuse a signature older than this (replays); documented for them, used by our tests. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** A notice is retried for this long after it was queued, then marked failed. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1_000;
/** Delivery log rows per page. */
export const DELIVERY_LOG_PAGE_SIZE = 50;
