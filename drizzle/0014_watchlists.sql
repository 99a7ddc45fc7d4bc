CREATE TABLE "watchlist_edit" (
	"user_id" uuid NOT NULL,
	"edit_id" uuid NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_edit_user_id_edit_id_pk" PRIMARY KEY("user_id","edit_id")
);
--> statement-breakpoint
CREATE TABLE "watchlist_item" (
	"watchlist_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"position" integer NOT NULL,
	"note" text,
	"target_price" double precision,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_item_watchlist_id_symbol_pk" PRIMARY KEY("watchlist_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "watchlist_edit" ADD CONSTRAINT "watchlist_edit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_item" ADD CONSTRAINT "watchlist_item_watchlist_id_watchlist_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_edit_applied_idx" ON "watchlist_edit" USING btree ("applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_item_position_key" ON "watchlist_item" USING btree ("watchlist_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_user_name_key" ON "watchlist" USING btree ("user_id",lower("name")) WHERE "watchlist"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_user_default_key" ON "watchlist" USING btree ("user_id") WHERE "watchlist"."is_default" and "watchlist"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "watchlist_deleted_idx" ON "watchlist" USING btree ("deleted_at") WHERE "watchlist"."deleted_at" is not null;