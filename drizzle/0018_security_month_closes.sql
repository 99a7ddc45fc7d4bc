-- A watchlist row's month of closes (docs/product.md#watchlists) is now stored with the security's
-- other figures by each market refresh (compute-technicals.ts), so opening a list reads `security`
-- alone instead of 21 bars per symbol. Securities with stored history get theirs here, as the
-- refresh computes it (the last 21 closes, oldest first, to 4 decimals); simulated ones are filled
-- when the database is prepared (fillSimulatedMonthCloses), since the simulation is the app's code.
ALTER TABLE "security" ADD COLUMN "month_closes" text;--> statement-breakpoint
UPDATE "security" AS s SET "month_closes" = (
  SELECT string_agg((round(recent.close * 10000) / 10000)::text, ',' ORDER BY recent.date)
  FROM (SELECT b.date, b.close FROM "daily_bar" AS b WHERE b.symbol = s.symbol ORDER BY b.date DESC LIMIT 21) AS recent
) WHERE NOT s.history_simulated;--> statement-breakpoint
-- The index of migration 0017 served only that per-symbol read; the primary key serves the charts.
DROP INDEX IF EXISTS "daily_bar_recent_close_idx";
