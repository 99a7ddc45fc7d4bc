CREATE TABLE "alert_delivery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"status_code" integer,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_preference" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"mail_mode" text DEFAULT 'instant' NOT NULL,
	"mail_unsubscribed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_preference_mail_mode" CHECK ("alert_preference"."mail_mode" in ('instant', 'digest'))
);
--> statement-breakpoint
CREATE TABLE "alert_state" (
	"alert_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"base_price" double precision,
	"in_screen" boolean,
	"streak" smallint DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_state_alert_id_symbol_pk" PRIMARY KEY("alert_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "alert_trigger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"occurrence" text NOT NULL,
	"message" text NOT NULL,
	"price" double precision,
	"gapped" boolean DEFAULT false NOT NULL,
	"quote_as_of" timestamp with time zone,
	"quote_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"symbol" text,
	"watchlist_id" uuid,
	"saved_screen_id" uuid,
	"params" jsonb NOT NULL,
	"frequency" text DEFAULT 'once' NOT NULL,
	"cooldown_minutes" smallint DEFAULT 60 NOT NULL,
	"channels" text[] DEFAULT '{"in_app"}' NOT NULL,
	"extended_hours" boolean DEFAULT false NOT NULL,
	"note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"digest_until" timestamp with time zone,
	"last_triggered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_scope_target" CHECK (("alert"."scope" = 'symbol' and "alert"."symbol" is not null and "alert"."watchlist_id" is null and "alert"."saved_screen_id" is null)
        or ("alert"."scope" = 'watchlist' and "alert"."watchlist_id" is not null and "alert"."symbol" is null and "alert"."saved_screen_id" is null)
        or ("alert"."scope" = 'screen' and "alert"."saved_screen_id" is not null and "alert"."symbol" is null and "alert"."watchlist_id" is null)),
	CONSTRAINT "alert_cooldown_range" CHECK ("alert"."cooldown_minutes" between 5 and 1440),
	CONSTRAINT "alert_status_known" CHECK ("alert"."status" in ('active', 'paused', 'done')),
	CONSTRAINT "alert_frequency_known" CHECK ("alert"."frequency" in ('once', 'daily', 'every'))
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"symbol" text,
	"alert_id" uuid,
	"trigger_ids" uuid[] DEFAULT '{}' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_delivery" ADD CONSTRAINT "alert_delivery_trigger_id_alert_trigger_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."alert_trigger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_delivery" ADD CONSTRAINT "alert_delivery_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_preference" ADD CONSTRAINT "alert_preference_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_state" ADD CONSTRAINT "alert_state_alert_id_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_trigger" ADD CONSTRAINT "alert_trigger_alert_id_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alert"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_trigger" ADD CONSTRAINT "alert_trigger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_watchlist_id_watchlist_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert" ADD CONSTRAINT "alert_saved_screen_id_saved_screen_id_fk" FOREIGN KEY ("saved_screen_id") REFERENCES "public"."saved_screen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_alert_id_alert_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alert"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_delivery_once_key" ON "alert_delivery" USING btree ("trigger_id","channel","target");--> statement-breakpoint
CREATE INDEX "alert_delivery_user_idx" ON "alert_delivery" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_delivery_created_idx" ON "alert_delivery" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_trigger_occurrence_key" ON "alert_trigger" USING btree ("alert_id","symbol","occurrence");--> statement-breakpoint
CREATE INDEX "alert_trigger_user_idx" ON "alert_trigger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_trigger_created_idx" ON "alert_trigger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "alert_user_idx" ON "alert" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_active_symbol_idx" ON "alert" USING btree ("symbol") WHERE "alert"."status" = 'active';--> statement-breakpoint
CREATE INDEX "alert_watchlist_idx" ON "alert" USING btree ("watchlist_id");--> statement-breakpoint
CREATE INDEX "alert_saved_screen_idx" ON "alert" USING btree ("saved_screen_id");--> statement-breakpoint
CREATE INDEX "notification_user_idx" ON "notification" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("user_id") WHERE "notification"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscription_endpoint_key" ON "push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscription_user_idx" ON "push_subscription" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_endpoint_user_url_key" ON "webhook_endpoint" USING btree ("user_id","url");