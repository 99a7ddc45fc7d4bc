-- Screener search: a symbol prefix and a name substring, on the whole universe. pg_trgm is a
-- trusted extension (PostgreSQL 13+), so the database owner may create it; PGlite bundles it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "security_name_trgm_idx" ON "security" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "security_symbol_prefix_idx" ON "security" (lower("symbol") text_pattern_ops);
