ALTER TABLE "watchlist" ADD COLUMN "share_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_share_token_key" ON "watchlist" USING btree ("share_token");