import { cheapestPlan } from "@/features/billing";

/** What a locked technical filter says, naming the cheapest plan that has them (read from the catalogue, so a new plan moves it). */
export function technicalUpgradeText(): string {
  const plan = cheapestPlan((candidate) => candidate.features.includes("technical_filters"));
  return `RSI, SMA and relative-volume filters come with ${plan?.name ?? "a paid plan"}.`;
}
