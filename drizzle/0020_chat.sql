CREATE TABLE "chat_event" (
	"room" text NOT NULL,
	"seq" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_event_room_seq_pk" PRIMARY KEY("room","seq")
);
--> statement-breakpoint
CREATE TABLE "chat_message_price" (
	"message_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"position" integer NOT NULL,
	"price" double precision,
	CONSTRAINT "chat_message_price_message_id_symbol_pk" PRIMARY KEY("message_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "chat_message_revision" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"body" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"sentiment" text,
	"reply_to_id" bigint,
	"has_links" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "chat_message_sentiment_known" CHECK ("chat_message"."sentiment" in ('bullish', 'bearish'))
);
--> statement-breakpoint
CREATE TABLE "chat_moderation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"moderator_id" uuid,
	"message_id" bigint,
	"target_user_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_mute" (
	"user_id" uuid NOT NULL,
	"muted_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_mute_user_id_muted_user_id_pk" PRIMARY KEY("user_id","muted_user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_report" (
	"message_id" bigint NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_report_message_id_reporter_id_pk" PRIMARY KEY("message_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "chat_room" (
	"room" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sanction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "chat_sanction_kind_known" CHECK ("chat_sanction"."kind" in ('mute', 'ban'))
);
--> statement-breakpoint
ALTER TABLE "chat_event" ADD CONSTRAINT "chat_event_message_id_chat_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_price" ADD CONSTRAINT "chat_message_price_message_id_chat_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_revision" ADD CONSTRAINT "chat_message_revision_message_id_chat_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_reply_to_id_chat_message_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."chat_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_message_id_chat_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mute" ADD CONSTRAINT "chat_mute_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mute" ADD CONSTRAINT "chat_mute_muted_user_id_users_id_fk" FOREIGN KEY ("muted_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_report" ADD CONSTRAINT "chat_report_message_id_chat_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_report" ADD CONSTRAINT "chat_report_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanction" ADD CONSTRAINT "chat_sanction_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sanction" ADD CONSTRAINT "chat_sanction_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_event_created_idx" ON "chat_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_message_revision_message_idx" ON "chat_message_revision" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_message_room_idx" ON "chat_message" USING btree ("room","id");--> statement-breakpoint
CREATE INDEX "chat_message_author_idx" ON "chat_message" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_message_room_created_idx" ON "chat_message" USING btree ("room","created_at");--> statement-breakpoint
CREATE INDEX "chat_message_created_idx" ON "chat_message" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_moderation_log_created_idx" ON "chat_moderation_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_report_created_idx" ON "chat_report" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_sanction_user_idx" ON "chat_sanction" USING btree ("user_id");