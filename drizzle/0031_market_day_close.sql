CREATE TABLE "market_day_close" (
	"trading_day" date PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"symbols" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
