CREATE TABLE "auth_secret_check" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_secret_check_one_row" CHECK ("auth_secret_check"."id" = 1)
);
