-- The live quotes' fold (docs/live-market.md#the-live-path-feed--database--page) updates every
-- ticking row of `security` every 5 s, and as it changes indexed columns (price, change, cap) each
-- update adds the row to every index, the name's trigram index too, though the name is the same.
-- With "fast update" off (0011) each row's fifteen-odd trigrams went into the index one by one:
-- 1.6 s of a fold of the universe's 1.9 s on PostgreSQL. Now new entries wait in the pending list
-- and are merged in bulk whenever it passes 1 MB: the fold took 0.37–0.46 s. A search scans at most
-- that 1 MB of pending entries (0.6 ms instead of 0.5 for "bank", 1.4 instead of 0.9 for a typo),
-- where 0011 saw 150–250 ms behind a whole snapshot's unmerged load: the limit is what bounds it.
ALTER INDEX "security_name_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 1024);
