CREATE TABLE "company_fundamentals" (
	"symbol" text PRIMARY KEY NOT NULL,
	"cik" integer,
	"outcome" text NOT NULL,
	"figures" jsonb,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "filed_eps" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "filed_dividends_per_share" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "revenue_per_share" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "book_value_per_share" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "ps_ratio" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "pb_ratio" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "net_margin" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "debt_to_equity" double precision;--> statement-breakpoint
ALTER TABLE "security" ADD COLUMN "revenue_growth" double precision;--> statement-breakpoint
ALTER TABLE "company_fundamentals" ADD CONSTRAINT "company_fundamentals_symbol_security_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."security"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_fundamentals_checked_at_idx" ON "company_fundamentals" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "security_ps_ratio_idx" ON "security" USING btree ("ps_ratio");--> statement-breakpoint
CREATE INDEX "security_pb_ratio_idx" ON "security" USING btree ("pb_ratio");--> statement-breakpoint
CREATE INDEX "security_net_margin_idx" ON "security" USING btree ("net_margin");--> statement-breakpoint
CREATE INDEX "security_debt_to_equity_idx" ON "security" USING btree ("debt_to_equity");