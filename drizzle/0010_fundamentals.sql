ALTER TABLE "security" ADD COLUMN "open" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "previous_close" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "day_low" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "day_high" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "shares_outstanding" bigint;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "pe_ratio" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "forward_pe" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "eps" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "dividend_yield" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "beta" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "fundamentals_as_of" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "security_pe_ratio_idx" ON "security" USING btree ("pe_ratio");--> statement-breakpoint
CREATE INDEX "security_dividend_yield_idx" ON "security" USING btree ("dividend_yield");