ALTER TABLE "invoice" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "interval" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "hosted_invoice_url" text;--> statement-breakpoint
-- Local billing used to name what an invoice bills in its id, `local_in_<plan>_<interval>_<uuid>`:
-- those rows get the same plan in the new columns. Stripe's rows recorded before keep null (the
-- account lists Stripe's invoices from Stripe itself).
UPDATE "invoice"
SET "plan_id" = split_part("id", '_', 3), "interval" = split_part("id", '_', 4)
WHERE "id" ~ '^local_in_(pro|premium)_(month|year)_';
