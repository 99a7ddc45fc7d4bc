import type { PostHogConfig } from "posthog-js";

/** Every first-party analytics request goes through our origin (PostHog's reverse-proxy advice against ad blockers). */
export const INGEST_PATH = "/ingest";

/**
 * The provider's settings, with SPEC §9's numbers written out even where they are posthog-js's
 * defaults, so a test can hold them to the spec. Two numbers are not settings: the 60 s request
 * timeout is hard-coded in posthog-js, and the site-app buffer of 1,000 exists only with
 * `opt_in_site_apps`, which stays off.
 * @see https://posthog.com/docs/libraries/js/config
 */
export const posthogSettings = {
  api_host: INGEST_PATH,
  session_idle_timeout_seconds: 1800, // SPEC §9: 1800 s (posthog-js clamps it to 60–36000)
  request_queue_config: { flush_interval_ms: 3000 }, // SPEC §9: batches flushed every 3 s
  cookie_expiration: 365, // SPEC §9: days
  feature_flag_request_timeout_ms: 3000, // SPEC §9
  surveys_request_timeout_ms: 10000, // SPEC §9
  properties_string_max_length: 65535, // SPEC §9: longer strings are truncated
  disable_compression: false, // SPEC §7: batches compressed when supported
  disable_web_experiments: false, // SPEC §7: the client GETs /api/web_experiments/?token=…
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
 * SPEC §8: every answer of 400 or above is logged as "Bad HTTP status" (posthog-js logs it only in
 * debug mode by default), then the optional `report` runs.
 */
export function createRequestErrorHandler(report?: (status: number) => void): PostHogConfig["on_request_error"] {
  return (response) => {
    if (response.statusCode < 400) return;
    console.error(`Bad HTTP status: ${response.statusCode} ${response.text ?? ""}`.trim());
    report?.(response.statusCode);
  };
}
