ALTER TABLE "security" ADD COLUMN "next_earnings_date" date;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "next_earnings_confirmed" boolean;--> statement-breakpoint
CREATE INDEX "security_next_earnings_date_idx" ON "security" USING btree ("next_earnings_date");