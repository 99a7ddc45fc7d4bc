CREATE TABLE "analytics_forward" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"headers" jsonb NOT NULL,
	"body" "bytea" NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_forward_next_attempt_at_idx" ON "analytics_forward" USING btree ("next_attempt_at");