CREATE TABLE "analytics_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"event" text NOT NULL,
	"family" text NOT NULL,
	"distinct_id" text NOT NULL,
	"session_id" text,
	"user_type" text,
	"page_path" text,
	"properties" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "affiliate_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_flow" text;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_event_uuid_key" ON "analytics_event" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "analytics_event_occurred_at_idx" ON "analytics_event" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_event_family_occurred_at_idx" ON "analytics_event" USING btree ("family","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_event_event_occurred_at_idx" ON "analytics_event" USING btree ("event","occurred_at");