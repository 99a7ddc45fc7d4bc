DROP INDEX "affiliate_click_visitor_hour_key";--> statement-breakpoint
ALTER TABLE "affiliate_click" ADD COLUMN "network_hash" text;--> statement-breakpoint
-- Clicks recorded before keep their old key (network and browser): no two collide on the new index.
UPDATE "affiliate_click" SET "network_hash" = "visitor_hash";--> statement-breakpoint
ALTER TABLE "affiliate_click" ALTER COLUMN "network_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_click_network_hour_key" ON "affiliate_click" USING btree ("affiliate_id","network_hash","hour");
