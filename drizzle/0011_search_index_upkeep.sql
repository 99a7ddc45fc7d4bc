-- Search (docs/product.md#search) reads the trigram index on every keystroke. With GIN's "fast
-- update" on, new entries wait in an unsorted pending list that every search scans until a vacuum
-- merges it; PGlite runs no autovacuum, so after the snapshot load each name search scanned the
-- whole list (150–250 ms instead of 10–20). Entries now go straight into the index, and what is
-- pending from earlier loads is merged once here.
ALTER INDEX "security_name_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('security_name_trgm_idx'::regclass);
