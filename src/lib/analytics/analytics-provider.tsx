"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { captureAttributionOnLoad } from "@/lib/attribution/capture-attribution-on-load";
import { type Identity, isRegistered } from "@/lib/session/identity";
import { readPendingSignOut } from "@/lib/session/pending-sign-out";
import { observePerformance } from "./observe-performance";
import {
  type AnalyticsClientOptions,
  startAnalyticsClient,
  withAnalyticsClient,
} from "./posthog-client";
import { rememberProviderIdentity } from "./provider-identity";
import { setAnalyticsUserType, trackPageViewUntilStarted } from "./track";

type Props = { options: AnalyticsClientOptions | null; identity: Identity | null };

/**
 * Starts analytics for the tab: attribution from the URL (docs/behaviour.md#attribution), posthog-js,
 * the performance observer (docs/behaviour.md#analytics-events), and who the events are about
 * (`identity`, null while the session settles). Mounted outside the per-person subtree, so a change
 * of person does not start anything again. Registered people are identified; guests never are, so
 * they get no person profile.
 */
export function AnalyticsProvider({ options, identity }: Props) {
  useEffect(() => {
    captureAttributionOnLoad();
    observePerformance();
  }, []);

  useEffect(() => {
    if (options) void startAnalyticsClient(options);
  }, [options]);

  // Each path shown before posthog-js starts is a page view it would have recorded.
  const pathname = usePathname();
  useEffect(() => trackPageViewUntilStarted(), [pathname]);

  const { status, id, type } = identity ?? {};
  useEffect(() => {
    if (!status || !id || !type) return;
    setAnalyticsUserType(type);
    // Read now: the hydration render still names a person who signed out here (docs/behaviour.md#sessions).
    if (!isRegistered({ status, id, type }) || readPendingSignOut() === id) return;
    withAnalyticsClient((posthog) => {
      posthog.identify(id);
      rememberProviderIdentity(posthog);
    });
  }, [status, id, type]);

  return null;
}
