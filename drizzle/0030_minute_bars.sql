CREATE TABLE "minute_bar" (
	"symbol" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume" bigint NOT NULL,
	CONSTRAINT "minute_bar_symbol_start_pk" PRIMARY KEY("symbol","start")
);
--> statement-breakpoint
ALTER TABLE "minute_bar" ADD CONSTRAINT "minute_bar_symbol_security_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."security"("symbol") ON DELETE cascade ON UPDATE no action;