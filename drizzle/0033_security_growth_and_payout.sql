ALTER TABLE "security" ADD COLUMN "eps_growth" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "payout_ratio" double precision;--> statement-breakpoint
-- The payout ratio of what is already filed (docs/live-market.md#sec-edgar-fundamentals); EPS growth
-- needs figures read since it was added, and comes with each company's next refresh.
UPDATE "security" SET "payout_ratio" = round(("filed_dividends_per_share" / "filed_eps" * 100)::numeric, 4)
WHERE "filed_eps" > 0 AND "filed_dividends_per_share" > 0;
