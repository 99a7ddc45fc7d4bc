CREATE TABLE "affiliate_click" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"link_id" uuid,
	"landing_path" text NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"referrer_host" text,
	"visitor_hash" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_commission" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" text NOT NULL,
	"customer_number" integer NOT NULL,
	"plan_label" text,
	"invoice_amount" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"due_at" timestamp with time zone NOT NULL,
	"payout_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_link" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"path" text NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"link_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_payout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"entry_count" integer NOT NULL,
	"reference" text,
	"marked_by" uuid,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_referral_refusal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"affiliate_id" uuid,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_referral" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"click_id" uuid,
	"customer_number" integer NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"promotion" text NOT NULL,
	"payout_email" text NOT NULL,
	"commission_rate_bps" integer,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"applied_from" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_rate_range" CHECK ("affiliate"."commission_rate_bps" is null or "affiliate"."commission_rate_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sign_in_fingerprint" (
	"user_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_fingerprint_user_id_fingerprint_pk" PRIMARY KEY("user_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_click" ADD CONSTRAINT "affiliate_click_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_click" ADD CONSTRAINT "affiliate_click_link_id_affiliate_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_link"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commission" ADD CONSTRAINT "affiliate_commission_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commission" ADD CONSTRAINT "affiliate_commission_payout_id_affiliate_payout_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payout"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_link" ADD CONSTRAINT "affiliate_link_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout" ADD CONSTRAINT "affiliate_payout_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout" ADD CONSTRAINT "affiliate_payout_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referral_refusal" ADD CONSTRAINT "affiliate_referral_refusal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referral_refusal" ADD CONSTRAINT "affiliate_referral_refusal_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referral" ADD CONSTRAINT "affiliate_referral_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referral" ADD CONSTRAINT "affiliate_referral_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_referral" ADD CONSTRAINT "affiliate_referral_click_id_affiliate_click_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."affiliate_click"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate" ADD CONSTRAINT "affiliate_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_fingerprint" ADD CONSTRAINT "sign_in_fingerprint_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_click_visitor_hour_key" ON "affiliate_click" USING btree ("affiliate_id","visitor_hash","hour");--> statement-breakpoint
CREATE INDEX "affiliate_click_time_idx" ON "affiliate_click" USING btree ("affiliate_id","clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commission_source_key" ON "affiliate_commission" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "affiliate_commission_affiliate_idx" ON "affiliate_commission" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_commission_invoice_idx" ON "affiliate_commission" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "affiliate_commission_pending_idx" ON "affiliate_commission" USING btree ("due_at") WHERE "affiliate_commission"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_link_key" ON "affiliate_link" USING btree ("affiliate_id","link_key");--> statement-breakpoint
CREATE INDEX "affiliate_payout_affiliate_idx" ON "affiliate_payout" USING btree ("affiliate_id","paid_at");--> statement-breakpoint
CREATE INDEX "affiliate_referral_refusal_time_idx" ON "affiliate_referral_refusal" USING btree ("refused_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_referral_number_key" ON "affiliate_referral" USING btree ("affiliate_id","customer_number");--> statement-breakpoint
CREATE INDEX "affiliate_referral_time_idx" ON "affiliate_referral" USING btree ("affiliate_id","bound_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_user_key" ON "affiliate" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_code_key" ON "affiliate" USING btree ("code");--> statement-breakpoint
CREATE INDEX "affiliate_status_idx" ON "affiliate" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "sign_in_fingerprint_idx" ON "sign_in_fingerprint" USING btree ("fingerprint","last_seen_at");