CREATE TABLE "market_simulator_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"trading_day" date NOT NULL,
	"minute" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_simulator_clock_one_row" CHECK ("market_simulator_clock"."id" = 1),
	CONSTRAINT "market_simulator_clock_minute_in_day" CHECK ("market_simulator_clock"."minute" >= 0 and "market_simulator_clock"."minute" < 1440)
);
