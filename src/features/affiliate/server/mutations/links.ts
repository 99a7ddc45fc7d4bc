import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { affiliateClicks, affiliateLinks } from "@/server/db/schema";

type NewLink = Omit<typeof affiliateLinks.$inferInsert, "id" | "createdAt">;
type NewClick = Omit<typeof affiliateClicks.$inferInsert, "id" | "clickedAt" | "hour"> & {
  at: Date;
};

/** Saves a built link; the same link again (same key) is the one already saved. Returns it, and whether it is new. */
export async function saveLink(db: Database, link: NewLink) {
  const [created] = await db.insert(affiliateLinks).values(link).onConflictDoNothing().returning();
  if (created) return { link: created, created: true };
  const [existing] = await db
    .select()
    .from(affiliateLinks)
    .where(
      and(
        eq(affiliateLinks.affiliateId, link.affiliateId),
        eq(affiliateLinks.linkKey, link.linkKey),
      ),
    );
  return { link: existing!, created: false };
}

/**
 * Records a click once per network, affiliate and hour (the unique key): a visitor reloading the
 * page, opening the link ten times or under a hundred user agents, is one click. Returns the
 * click's id, new or already there.
 */
export async function saveClick(db: Database, { at, ...click }: NewClick): Promise<string> {
  const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
  const [created] = await db
    .insert(affiliateClicks)
    .values({ ...click, hour, clickedAt: at })
    .onConflictDoNothing()
    .returning({ id: affiliateClicks.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: affiliateClicks.id })
    .from(affiliateClicks)
    .where(
      and(
        eq(affiliateClicks.affiliateId, click.affiliateId),
        eq(affiliateClicks.networkHash, click.networkHash),
        eq(affiliateClicks.hour, hour),
      ),
    );
  return existing!.id;
}
