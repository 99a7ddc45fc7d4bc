CREATE TABLE "security" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"security_type" text NOT NULL,
	"exchange" text,
	"sector" text,
	"industry" text,
	"country" text,
	"ipo_year" integer,
	"market_cap" double precision,
	"last_price" double precision,
	"change" double precision,
	"change_pct" double precision,
	"volume" bigint,
	"perf_1w" double precision,
	"perf_1m" double precision,
	"perf_3m" double precision,
	"perf_ytd" double precision,
	"perf_1y" double precision,
	"high_52w" double precision,
	"low_52w" double precision,
	"from_high_52w" double precision,
	"from_low_52w" double precision,
	"sma20" double precision,
	"sma50" double precision,
	"sma200" double precision,
	"rsi14" double precision,
	"avg_volume_3m" bigint,
	"rel_volume" double precision,
	"source" text NOT NULL,
	"history_simulated" boolean NOT NULL,
	"as_of" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_type_market_cap_idx" ON "security" USING btree ("security_type","market_cap");--> statement-breakpoint
CREATE INDEX "security_sector_idx" ON "security" USING btree ("sector");--> statement-breakpoint
CREATE INDEX "security_change_pct_idx" ON "security" USING btree ("change_pct");--> statement-breakpoint
CREATE INDEX "security_volume_idx" ON "security" USING btree ("volume");--> statement-breakpoint
CREATE INDEX "security_rel_volume_idx" ON "security" USING btree ("rel_volume");--> statement-breakpoint
CREATE INDEX "security_rsi_idx" ON "security" USING btree ("rsi14");--> statement-breakpoint
CREATE INDEX "security_name_lower_idx" ON "security" USING btree (lower("name"));