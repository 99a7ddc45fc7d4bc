CREATE TABLE "analytics_project" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_project_one_row" CHECK ("analytics_project"."id" = 1)
);
