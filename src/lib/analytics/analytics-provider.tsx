"use client";

import { useEffect } from "react";
import { captureAttributionOnLoad } from "@/lib/attribution/capture-attribution-on-load";
import { useAppSession } from "@/lib/session/session-context";
import { observePerformance } from "./observe-performance";
import { startAnalyticsClient, withAnalyticsClient, type AnalyticsClientOptions } from "./posthog-client";
import { setAnalyticsUserType } from "./track";

/**
 * Starts analytics for the tab: attribution from the URL (SPEC §4), posthog-js, the performance
 * observer (SPEC §9), and who the events are about. Registered people are identified; guests
 * never are, so they get no person profile.
 */
export function AnalyticsProvider({ options }: { options: AnalyticsClientOptions | null }) {
  const { identity } = useAppSession();

  useEffect(() => {
    captureAttributionOnLoad();
    if (options) void startAnalyticsClient(options);
    return observePerformance();
  }, [options]);

  useEffect(() => {
    setAnalyticsUserType(identity.type);
    if (identity.status === "authenticated" && identity.type !== "guest") withAnalyticsClient((posthog) => posthog.identify(identity.id));
  }, [identity.status, identity.id, identity.type]);

  return null;
}
