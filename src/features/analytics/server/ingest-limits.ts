/**
 * The bounds of one /ingest request (docs/security.md, "Input limits" and "Memory"). Each is far
 * above what posthog-js and posthog-node send, and each is checked before the work it protects.
 */

/** Bytes of a capture body as sent: posthog-js batches are a few kilobytes to a few hundred. */
export const MAX_INGEST_BYTES = 5_000_000;

/**
 * Bytes a gzip body may inflate to. A 1 MB gzip can hold 1 GB of JSON; inflating stops at this
 * mark, so a compressed body never costs more memory than twice the plain limit.
 */
export const MAX_INFLATED_BYTES = 10_000_000;

/**
 * Events in one request. Our own track() holds up to 1,000 events until posthog-js has loaded,
 * which then sends them in one flush; posthog-node sends at most 100 and halves its batch on a
 * 413. Twice our own worst case, and equal to the rows of one group INSERT, so a request's events
 * always go in together.
 */
export const MAX_EVENTS_PER_REQUEST = 2_000;

/**
 * Characters of one event as JSON. posthog-js cuts every string property at 65,535 characters,
 * and an event's own properties are a few kilobytes; an event past this is not one it makes.
 */
export const MAX_EVENT_CHARS = 100_000;

/**
 * Nesting of the JSON. posthog-js's deepest properties ($elements, $set) are about six levels;
 * V8 takes over a second to parse 10 MB of brackets, and serialising deep values overflows the
 * stack, so deeper text is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 64;

/** Bytes of a flags or remote-config call forwarded to PostHog: a token, ids and some properties. */
export const MAX_PROVIDER_CALL_BYTES = 1_000_000;

/**
 * How long a forward to PostHog may take. A capture's forward holds its body until it ends, so a
 * PostHog that stops answering must not keep them all; flags give up at 3 s in the browser anyway
 * (docs/behaviour.md#constants), and our local answer is then the fallback.
 */
export const FORWARD_TIMEOUT_MS = { capture: 10_000, providerCall: 3_000 };

/**
 * Bytes of capture bodies this node holds while forwarding them. A PostHog that answers slowly
 * holds each body up to the capture timeout; past this mark a batch is kept in the database to be
 * sent later instead, so a slow upstream costs neither memory nor our answers' time.
 */
export const MAX_FORWARD_BYTES_IN_FLIGHT = 64_000_000;

/**
 * Bytes of capture batches kept for PostHog while it does not take them, across nodes (the
 * analytics_forward table). Each client's and the token's hourly quotas bound how fast it fills;
 * past it, a batch is dropped with a log line, as is one still not taken after a day.
 */
export const MAX_FORWARD_BACKLOG_BYTES = 500_000_000;
export const FORWARD_KEPT_HOURS = 24;
