-- Search (docs/product.md#search) ranks a query's close matches in one statement when they are
-- few; when they are many it reads them rank by rank, stopping once the results are filled, and
-- each rank has an index here that hands over its best rows without ranking the rest.
-- Symbols starting with the query, shorter first: read in length order, "F" stops at the one- and
-- two-letter symbols instead of ranking every symbol starting with F (3,000 at 10× the universe).
CREATE INDEX IF NOT EXISTS "security_symbol_length_idx" ON "security" (length("symbol"), lower("symbol") text_pattern_ops);
--> statement-breakpoint
-- Names starting with the query: a range of this index, where the trigram index hands over every
-- name containing it ("bank": 1,000 names at 10×, of which 300 start with it).
CREATE INDEX IF NOT EXISTS "security_name_prefix_idx" ON "security" (lower("name") text_pattern_ops);
--> statement-breakpoint
-- The order within a rank (common stock first, then the larger company): a word many names share
-- ("holdings": 4,000 names at 10×) is answered by walking this index until enough rows match.
CREATE INDEX IF NOT EXISTS "security_equal_rank_idx" ON "security" (("security_type" <> 'common'), "market_cap" DESC NULLS LAST, "symbol");
