-- Accounts and mail (docs/product.md#accounts-and-mail): the mailed links that verify an address,
-- reset a password or move an address (kept as hashes), whether an account has verified its
-- address, and one row per mail handed to the job queue. Accounts made before are unverified.
CREATE TABLE "account_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"previous_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_token_purpose_known" CHECK ("account_token"."purpose" in ('verify_email', 'reset_password', 'change_email', 'undo_email_change'))
);
--> statement-breakpoint
CREATE TABLE "mail_delivery" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_delivery_status_known" CHECK ("mail_delivery"."status" in ('queued', 'retrying', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_token" ADD CONSTRAINT "account_token_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_token_hash_key" ON "account_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_token_user_idx" ON "account_token" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "mail_delivery_created_at_idx" ON "mail_delivery" USING btree ("created_at");