"use client";

import { useExperiment } from "@/lib/analytics/use-experiment";

/** The pricing page's headline experiment: the plain title against an outcome-led one. */
export const PRICING_HEADLINE_EXPERIMENT = "pricing-headline";
const headlines = { control: "Plans and pricing", outcome: "Find better stocks, faster. Start free." } as const;
const variants = ["control", "outcome"] as const;

export function PricingHeadline({ flagsFromPostHog }: { flagsFromPostHog: boolean }) {
  const variant = useExperiment(PRICING_HEADLINE_EXPERIMENT, variants, flagsFromPostHog);
  // Until the variant is known the control text holds the space, invisibly: no layout shift.
  return <span className={variant ? undefined : "invisible"}>{headlines[variant ?? "control"]}</span>;
}
