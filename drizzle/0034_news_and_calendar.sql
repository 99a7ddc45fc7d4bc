CREATE TABLE "dividend" (
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"symbol" text NOT NULL,
	"ex_date" date NOT NULL,
	"record_date" date,
	"pay_date" date,
	"amount" double precision NOT NULL,
	"currency" text,
	"special" boolean NOT NULL,
	CONSTRAINT "dividend_provider_provider_id_pk" PRIMARY KEY("provider","provider_id")
);
--> statement-breakpoint
CREATE TABLE "earnings_report" (
	"symbol" text NOT NULL,
	"form" text NOT NULL,
	"period_end" date NOT NULL,
	"filed" date NOT NULL,
	"eps" double precision,
	"months" smallint NOT NULL,
	CONSTRAINT "earnings_report_symbol_form_period_end_pk" PRIMARY KEY("symbol","form","period_end")
);
--> statement-breakpoint
CREATE TABLE "news_article" (
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"headline" text NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"symbols" text[] NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_article_provider_provider_id_pk" PRIMARY KEY("provider","provider_id")
);
--> statement-breakpoint
CREATE INDEX "dividend_ex_date_idx" ON "dividend" USING btree ("ex_date");--> statement-breakpoint
CREATE INDEX "dividend_symbol_idx" ON "dividend" USING btree ("symbol","ex_date");--> statement-breakpoint
CREATE INDEX "earnings_report_filed_idx" ON "earnings_report" USING btree ("filed");--> statement-breakpoint
CREATE INDEX "news_article_symbols_idx" ON "news_article" USING gin ("symbols");--> statement-breakpoint
CREATE INDEX "news_article_published_idx" ON "news_article" USING btree ("published_at" DESC NULLS LAST);