"use client";

import { useEffect, useState } from "react";
import { fnv1a } from "@/lib/hash/fnv1a";
import { requestAnalyticsStart, withAnalyticsClient } from "./posthog-client";
import { getOrCreateStoredId } from "./stored-id";
import { track } from "./track";

const VISITOR_KEY = "marketdesk_visitor_id";
const EXPOSED_KEY = "marketdesk_experiments_seen";

/** A stable id for this browser, so a visitor sees the same variant on every visit. */
function visitorId(): string {
  try {
    return getOrCreateStoredId(localStorage, VISITOR_KEY);
  } catch {
    return "anonymous"; // localStorage itself is refused
  }
}

export function pickVariant<V extends string>(
  experiment: string,
  id: string,
  variants: readonly [V, ...V[]],
): V {
  // A well-spread hash, so variants split evenly and never change for one visitor.
  return variants[fnv1a(`${experiment}:${id}`) % variants.length]!;
}

/** One Experiment event per experiment and tab session (Experiment family, docs/behaviour.md#analytics-events). */
function recordExposure(experiment: string, variant: string): void {
  try {
    const seen = new Set<string>(
      JSON.parse(sessionStorage.getItem(EXPOSED_KEY) ?? "[]") as string[],
    );
    if (seen.has(experiment)) return;
    seen.add(experiment);
    sessionStorage.setItem(EXPOSED_KEY, JSON.stringify([...seen]));
  } catch {
    // storage refused: record the exposure anyway
  }
  track("experiment_exposure", { experiment_name: experiment, variant });
}

/**
 * The visitor's variant of `experiment`: PostHog's feature flag when PostHog decides flags
 * (`flagsFromPostHog`), otherwise a deterministic hash of this browser's id. Null until known
 * (after mount), so the server and the first client render agree.
 */
export function useExperiment<V extends string>(
  experiment: string,
  variants: readonly [V, ...V[]],
  flagsFromPostHog = false,
): V | null {
  const [variant, setVariant] = useState<V | null>(null);
  useEffect(() => {
    const fallback = pickVariant(experiment, visitorId(), variants);
    const settle = (chosen: V) => {
      setVariant(chosen);
      recordExposure(experiment, chosen);
    };
    if (!flagsFromPostHog) return settle(fallback);
    requestAnalyticsStart(); // the flag waits for posthog-js, which would otherwise start some seconds later
    let done = false;
    withAnalyticsClient((posthog) =>
      posthog.onFeatureFlags(() => {
        if (done) return;
        done = true;
        const flag = posthog.getFeatureFlag(experiment);
        settle(
          typeof flag === "string" && (variants as readonly string[]).includes(flag)
            ? (flag as V)
            : fallback,
        );
      }),
    );
    const timer = setTimeout(() => !done && ((done = true), settle(fallback)), 3_000); // docs/behaviour.md#constants: flags wait at most 3 s
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the variants of one experiment are a constant list
  }, [experiment, flagsFromPostHog]);
  return variant;
}
