import { AnalyticsExtensions, ExperimentsExtensions } from "posthog-js/dist/extension-bundles";
import posthog from "posthog-js/dist/module.slim.no-external";

/**
 * posthog-js's slim build with only the extensions in use: page views on history changes (the rest
 * of autocapture stays off, docs/behaviour.md#analytics-provider), feature flags and web
 * experiments. The full build carries session replay, surveys, heatmaps and more, and its start-up
 * was the longest task a phone saw after a page loaded. Imported statically here, and this module
 * dynamically, so the bundler can leave the other extensions out.
 * @see https://github.com/PostHog/posthog-js/blob/main/packages/browser/src/entrypoints/extension-bundles.ts
 */
export const slimPosthogExtensions = {
  historyAutocapture: AnalyticsExtensions.historyAutocapture,
  ...ExperimentsExtensions,
};

export type { PostHog } from "posthog-js/dist/module.slim.no-external";
export { posthog };
