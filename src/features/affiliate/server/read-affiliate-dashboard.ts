import "server-only";
import type { Database } from "@/server/db/create-database";
import { getSiteOrigin } from "@/server/http/site-origin";
import { buildAffiliateLink } from "../build-affiliate-link";
import type { AffiliateTerms } from "./affiliate-terms";
import {
  type Affiliate,
  countFunnels,
  listLinkFigures,
  readDailySeries,
  sumEarnings,
} from "./data";

const DAY_MS = 86_400_000;
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * The affiliate's dashboard (docs/product.md#affiliate-program) over the last `days` days: the funnel
 * and its conversion rates, earnings by state (all time), a day-by-day series, and each link's
 * address and figures. Nothing in it names a referred customer.
 */
export async function readAffiliateDashboard(
  db: Database,
  affiliate: Affiliate,
  {
    days,
    now,
    terms,
    headers,
  }: { days: number; now: Date; terms: AffiliateTerms; headers: Headers },
) {
  const to = now;
  const from = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS,
  );
  const [funnels, earnings, series, links] = await Promise.all([
    countFunnels(db, [affiliate.id], from, to),
    sumEarnings(db, [affiliate.id]),
    readDailySeries(db, affiliate.id, from, to),
    listLinkFigures(db, affiliate.id, from, to),
  ]);
  const funnel = funnels.get(affiliate.id)!;
  const byDay = (rows: Array<{ day: string; n?: number; cents?: number }>) =>
    new Map(rows.map((row) => [row.day, row.n ?? row.cents ?? 0]));
  const [clicks, registrations, earned] = [
    byDay(series.clicks),
    byDay(series.registrations),
    byDay(series.earned),
  ];
  const origin = getSiteOrigin(headers);
  const code = affiliate.code ?? "";
  return {
    range: { days, from, to },
    funnel: {
      ...funnel,
      registrationRate: rate(funnel.registrations, funnel.clicks),
      payingRate: rate(funnel.payingCustomers, funnel.registrations),
    },
    earnings: earnings.get(affiliate.id)!,
    terms: {
      ratePercent: (affiliate.commissionRateBps ?? terms.defaultRateBps) / 100,
      months: terms.months,
      holdDays: terms.holdDays,
      payoutMinimum: terms.payoutMinimum,
    },
    series: Array.from({ length: days }, (_, index) => {
      const day = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
      return {
        day,
        clicks: clicks.get(day) ?? 0,
        registrations: registrations.get(day) ?? 0,
        earned: earned.get(day) ?? 0,
      };
    }),
    links: links.map(({ utmSource, utmMedium, utmCampaign, utmTerm, utmContent, ...link }) => {
      const utm = {
        utm_source: utmSource,
        utm_medium: utmMedium,
        utm_campaign: utmCampaign,
        utm_term: utmTerm,
        utm_content: utmContent,
      };
      return {
        ...link,
        ...utm,
        url: buildAffiliateLink(origin, code, { path: link.path, ...utm }),
      };
    }),
  };
}
