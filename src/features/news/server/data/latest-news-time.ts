import "server-only";
import { eq, max } from "drizzle-orm";
import type { Database } from "@/server/db/create-database";
import { newsArticles } from "@/server/db/schema";

/** When the newest stored article of `provider` was published, or null before the first. */
export async function latestNewsTime(db: Database, provider: string): Promise<Date | null> {
  const [row] = await db
    .select({ latest: max(newsArticles.publishedAt) })
    .from(newsArticles)
    .where(eq(newsArticles.provider, provider));
  return row?.latest ?? null;
}
