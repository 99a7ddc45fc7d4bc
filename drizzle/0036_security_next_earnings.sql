ALTER TABLE "security" ADD COLUMN "next_earnings_date" date;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "next_earnings_confirmed" boolean;