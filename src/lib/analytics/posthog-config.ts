import type { PostHogConfig } from "posthog-js";

/**
 * Every first-party analytics request goes through our origin (PostHog's reverse-proxy advice
 * against ad blockers): posthog-js sends here, and the server's ingest handler (served by
 * src/app/ingest) strips it to find PostHog's own path.
 */
export const INGEST_PATH = "/ingest";

/**
 * The provider's settings, with the numbers of docs/behaviour.md#constants written out even where
 * they are posthog-js's defaults, so a test can hold them to the rules. Two numbers are not
 * settings: the 60 s request timeout is hard-coded in posthog-js, and the site-app buffer of 1,000
 * exists only with `opt_in_site_apps`, which stays off.
 * @see https://posthog.com/docs/libraries/js/config
 */
export const posthogSettings = {
  api_host: INGEST_PATH,
  session_idle_timeout_seconds: 1800, // docs/behaviour.md#constants: 1800 s (posthog-js clamps it to 60–36000)
  request_queue_config: { flush_interval_ms: 3000 }, // docs/behaviour.md#constants: batches flushed every 3 s
  cookie_expiration: 365, // docs/behaviour.md#constants: days
  feature_flag_request_timeout_ms: 3000, // docs/behaviour.md#constants
  surveys_request_timeout_ms: 10000, // docs/behaviour.md#constants
  properties_string_max_length: 65535, // docs/behaviour.md#constants: longer strings are truncated
  disable_compression: false, // docs/behaviour.md#analytics-provider: batches compressed when supported
  disable_web_experiments: false, // docs/behaviour.md#analytics-provider: the client GETs /api/web_experiments/?token=…
  disable_external_dependency_loading: true, // no scripts from elsewhere: everything is in our bundle
  person_profiles: "identified_only", // guests never get a person profile
  capture_pageview: "history_change",
  capture_pageleave: true,
  autocapture: false, // the catalogue's events only: each is typed and has its fields
  disable_session_recording: true,
  disable_surveys: true, // survey widgets need an external script, which is off
  persistence: "localStorage+cookie",
} satisfies Partial<PostHogConfig>;

/**
 * posthog-js's request-error handler (docs/behaviour.md#error-catalogue): every answer of 400 or
 * above is logged as "Bad HTTP status" with its body, which posthog-js logs only in debug mode.
 * posthog-js itself then sends a batch refused with a 5xx again and drops one refused with a 4xx.
 */
export const logRequestError: NonNullable<PostHogConfig["on_request_error"]> = (response) => {
  if (response.statusCode < 400) return;
  console.error(`Bad HTTP status: ${response.statusCode} ${response.text ?? ""}`.trim());
};
