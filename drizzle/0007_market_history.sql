CREATE TABLE "daily_bar" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "daily_bar_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "market_refresh" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"phase" text DEFAULT 'quotes' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "daily_bar" ADD CONSTRAINT "daily_bar_symbol_security_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."security"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_refresh_one_running_key" ON "market_refresh" USING btree ("status") WHERE "market_refresh"."status" = 'running';--> statement-breakpoint
CREATE INDEX "market_refresh_started_idx" ON "market_refresh" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "security_exchange_idx" ON "security" USING btree ("exchange");