CREATE TABLE "checkout_intent" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"price_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_intent" ADD CONSTRAINT "checkout_intent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;