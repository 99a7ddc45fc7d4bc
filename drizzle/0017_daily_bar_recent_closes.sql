-- A watchlist row's month of closes (docs/product.md#watchlists) is read per symbol, newest 21
-- sessions first, backwards along (symbol, date). With the close carried in the index, that read
-- is an index-only scan: without it each of the 21 closes is a visit to its own table page, since
-- a day's bars are stored together, one refresh after another (a 500-symbol list: 10,500 visits).
CREATE INDEX IF NOT EXISTS "daily_bar_recent_close_idx" ON "daily_bar" ("symbol", "date") INCLUDE ("close");
