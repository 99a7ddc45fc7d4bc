import "server-only";
import { and, type Column, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import {
  affiliateClicks,
  affiliateCommissions,
  affiliateLinks,
  affiliateReferrals,
} from "@/server/db/schema";

const day = (
  column:
    | typeof affiliateClicks.clickedAt
    | typeof affiliateReferrals.boundAt
    | typeof affiliateCommissions.createdAt,
) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** A condition on the affiliate's rows whose `at` falls in [from, to): the dashboard's every figure. */
const windowOf = (affiliateId: string, from: Date, to: Date) => (owner: Column, at: Column) =>
  and(eq(owner, affiliateId), gte(at, from), lt(at, to));

/** Per UTC day in [from, to): clicks, registrations bound and commissions earned (cents, reversed ones left out). */
export async function readDailySeries(db: Database, affiliateId: string, from: Date, to: Date) {
  const inWindow = windowOf(affiliateId, from, to);
  const [clicks, registrations, earned] = await Promise.all([
    db
      .select({ day: day(affiliateClicks.clickedAt), n: count() })
      .from(affiliateClicks)
      .where(inWindow(affiliateClicks.affiliateId, affiliateClicks.clickedAt))
      .groupBy(day(affiliateClicks.clickedAt)),
    db
      .select({ day: day(affiliateReferrals.boundAt), n: count() })
      .from(affiliateReferrals)
      .where(inWindow(affiliateReferrals.affiliateId, affiliateReferrals.boundAt))
      .groupBy(day(affiliateReferrals.boundAt)),
    db
      .select({
        day: day(affiliateCommissions.createdAt),
        cents: sql<number>`coalesce(sum(${affiliateCommissions.amount}), 0)::int`,
      })
      .from(affiliateCommissions)
      .where(
        and(
          inWindow(affiliateCommissions.affiliateId, affiliateCommissions.createdAt),
          sql`${affiliateCommissions.state} <> 'reversed'`,
        ),
      )
      .groupBy(day(affiliateCommissions.createdAt)),
  ]);
  return { clicks, registrations, earned };
}

/** The affiliate's links, newest first, with their clicks and the registrations those clicks brought in [from, to). */
export async function listLinkFigures(db: Database, affiliateId: string, from: Date, to: Date) {
  const inWindow = windowOf(affiliateId, from, to);
  const clicks = db
    .select({ linkId: affiliateClicks.linkId, clicks: count().as("clicks") })
    .from(affiliateClicks)
    .where(inWindow(affiliateClicks.affiliateId, affiliateClicks.clickedAt))
    .groupBy(affiliateClicks.linkId)
    .as("link_clicks");
  const registrations = db
    .select({ linkId: affiliateClicks.linkId, registrations: count().as("registrations") })
    .from(affiliateReferrals)
    .innerJoin(affiliateClicks, eq(affiliateClicks.id, affiliateReferrals.clickId))
    .where(inWindow(affiliateReferrals.affiliateId, affiliateReferrals.boundAt))
    .groupBy(affiliateClicks.linkId)
    .as("link_registrations");
  const { id, path, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, createdAt } =
    affiliateLinks;
  return db
    .select({
      id,
      path,
      utmSource,
      utmMedium,
      utmCampaign,
      utmTerm,
      utmContent,
      createdAt,
      clicks: sql<number>`coalesce(${clicks.clicks}, 0)::int`,
      registrations: sql<number>`coalesce(${registrations.registrations}, 0)::int`,
    })
    .from(affiliateLinks)
    .leftJoin(clicks, eq(clicks.linkId, affiliateLinks.id))
    .leftJoin(registrations, eq(registrations.linkId, affiliateLinks.id))
    .where(eq(affiliateLinks.affiliateId, affiliateId))
    .orderBy(desc(affiliateLinks.createdAt))
    .limit(100);
}

/** How many links the affiliate has built: the builder stops at a hundred. */
export async function countLinks(db: Database, affiliateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(affiliateLinks)
    .where(eq(affiliateLinks.affiliateId, affiliateId));
  return row?.n ?? 0;
}

/** The link a click landed on: the one with the same path and UTM fields (affiliateLinkKey), if the affiliate built it. */
export async function findLinkByKey(
  db: Database,
  affiliateId: string,
  linkKey: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: affiliateLinks.id })
    .from(affiliateLinks)
    .where(and(eq(affiliateLinks.affiliateId, affiliateId), eq(affiliateLinks.linkKey, linkKey)))
    .limit(1);
  return row?.id ?? null;
}
