import type { countSignups } from "@/features/auth/server";

type Signups = Awaited<ReturnType<typeof countSignups>>;
type Landings = Array<{ affiliate_id: string; landings: number }>;

/** Sums the signups' counts per group `pick` gives (null leaves a row out), most first. */
function countBy<G extends object>(
  signups: Signups,
  pick: (row: Signups[number]) => G | null,
): Array<G & { count: number }> {
  const totals = new Map<string, G & { count: number }>();
  for (const row of signups) {
    const group = pick(row);
    if (!group) continue;
    const key = JSON.stringify(group);
    const total = totals.get(key) ?? { ...group, count: 0 };
    total.count += row.count;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.count - a.count);
}

/**
 * The dashboard's registration panels from auth's signup counts (auth owns `users`, so analytics
 * reads them through auth's server/index.ts and combines here): registrations per signup flow, per
 * source and campaign, and the affiliate funnel, `landings` (analytics' own events) joined with
 * each affiliate's registrations as a full outer join would, so an affiliate with only one shows.
 */
export function rollUpSignups(signups: Signups, landings: Landings) {
  const signupFlows = countBy(signups, (row) => ({ signup_flow: row.signupFlow ?? "unknown" }));
  const attribution = countBy(signups, (row) => ({
    source: row.utmSource ?? "(none)",
    campaign: row.utmCampaign ?? "(none)",
  })).slice(0, 20);
  const funnel = new Map(landings.map((row) => [row.affiliate_id, { ...row, registrations: 0 }]));
  for (const { affiliate_id, count } of countBy(signups, (row) =>
    row.affiliateId === null ? null : { affiliate_id: row.affiliateId },
  )) {
    funnel.set(affiliate_id, {
      affiliate_id,
      landings: funnel.get(affiliate_id)?.landings ?? 0,
      registrations: count,
    });
  }
  const affiliateFunnel = [...funnel.values()]
    .sort((a, b) => b.landings - a.landings || b.registrations - a.registrations)
    .slice(0, 20);
  return { signupFlows, attribution, affiliateFunnel };
}
