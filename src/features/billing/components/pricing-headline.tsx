"use client";

import { useExperiment } from "@/lib/analytics/use-experiment";

/** The pricing page's headline experiment: the plain title against an outcome-led one. */
export const PRICING_HEADLINE_EXPERIMENT = "pricing-headline";
const headlines = {
  control: "Plans and pricing",
  outcome: "Find better stocks, faster. Start free.",
} as const;
const variants = ["control", "outcome"] as const;

/**
 * Both headlines share one grid cell, so the heading is as tall as the longer one wherever it wraps
 * (a phone wraps the outcome to more lines): showing the variant once it is known moves nothing.
 */
export function PricingHeadline({ flagsFromPostHog }: { flagsFromPostHog: boolean }) {
  const variant = useExperiment(PRICING_HEADLINE_EXPERIMENT, variants, flagsFromPostHog);
  return (
    <span className="grid">
      {variants.map((candidate) => (
        <span
          key={candidate}
          aria-hidden={candidate !== variant}
          className={`col-start-1 row-start-1 ${candidate === variant ? "" : "invisible"}`}
        >
          {headlines[candidate]}
        </span>
      ))}
    </span>
  );
}
