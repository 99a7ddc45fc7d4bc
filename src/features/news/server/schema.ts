import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/*
 * The tables features/news owns (docs/architecture.md#layers): only its server/data and
 * server/mutations import them.
 */

/**
 * One row per provider article (docs/product.md#news), keyed by the provider's own id, so an
 * article delivered again (another refresh, another of its symbols' pages) is the same row,
 * updated. Headline, source and link are stored cleaned (clean-news-article.ts): plain text,
 * capped, the link http(s) or null. `symbols` are the companies it is about, in the product's
 * form, searched through the GIN index.
 */
export const newsArticles = pgTable(
  "news_article",
  {
    provider: text("provider").notNull(),
    providerId: text("provider_id").notNull(),
    headline: text("headline").notNull(),
    source: text("source").notNull(),
    url: text("url"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    symbols: text("symbols").array().notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerId] }),
    index("news_article_symbols_idx").using("gin", table.symbols),
    index("news_article_published_idx").on(table.publishedAt.desc()),
  ],
);
