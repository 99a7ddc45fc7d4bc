/**
 * What /ingest answers for the provider's non-capture calls when no PostHog host is configured:
 * no flags, no experiments, no surveys, and a remote config saying gzip is welcome. Each is the
 * shape posthog-js reads, so the client logs no errors. Null for paths that are not such calls.
 */
export function localProviderAnswer(path: string): unknown {
  if (/^\/(flags|decide)\/?$/.test(path)) {
    return {
      flags: {},
      featureFlags: {},
      featureFlagPayloads: {},
      errorsWhileComputingFlags: false,
      requestId: null,
    };
  }
  // hasFeatureFlags: true, or posthog-js never asks /flags, and web experiments wait on that answer.
  if (/^\/array\/[^/]+\/config$/.test(path))
    return {
      supportedCompression: ["gzip-js"],
      hasFeatureFlags: true,
      surveys: false,
      sessionRecording: false,
    };
  if (/^\/api\/web_experiments\/?$/.test(path)) return { experiments: [] };
  if (/^\/api\/surveys\/?$/.test(path)) return { surveys: [] };
  return null;
}

/** The capture endpoints of posthog-js (/e/, /i/v0/e/) and posthog-node (/batch/), and the legacy /capture/. */
export function isCapturePath(path: string): boolean {
  return /^\/(e|i\/v0\/e|batch|capture|track)\/?$/.test(path);
}
