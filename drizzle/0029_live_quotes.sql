CREATE SEQUENCE "public"."quote_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "market_feed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"freshness" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote" (
	"symbol" text PRIMARY KEY NOT NULL,
	"price" double precision NOT NULL,
	"bid" double precision,
	"ask" double precision,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"volume" bigint NOT NULL,
	"previous_close" double precision,
	"regular_close" double precision,
	"session" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"seq" bigint DEFAULT nextval('quote_seq') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_symbol_security_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."security"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_seq_key" ON "quote" USING btree ("seq");