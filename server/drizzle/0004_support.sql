CREATE TABLE "problems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"category" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" varchar(50),
	"status" smallint DEFAULT 0 NOT NULL,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" varchar(20) NOT NULL,
	"name" varchar(40) NOT NULL,
	"account" varchar(60) NOT NULL,
	"url" varchar(300),
	"qr_code" varchar(300),
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(40) NOT NULL,
	"qq" varchar(20) NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"game_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(20) NOT NULL,
	"type" smallint NOT NULL,
	"qq" varchar(20),
	"wechat" varchar(40),
	"phone" varchar(20),
	"qr_code" varchar(300),
	"work_hours" varchar(11) NOT NULL,
	"games" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blacklist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" varchar(64) NOT NULL,
	"account_norm" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"game_id" integer,
	"reason" varchar(500) NOT NULL,
	"report_id" integer,
	"created_by" integer,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scam_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scam_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"game_id" integer,
	"reason" varchar(500) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"note" varchar(200),
	"blacklist_id" integer,
	"handled_by" integer,
	"handled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "merchant_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_name" varchar(50),
	"contact_name" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"qq" varchar(20),
	"games" text[] NOT NULL,
	"intro" varchar(500) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"reviewed_by" integer,
	"reviewed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_user_read_idx";--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_groups" ADD CONSTRAINT "support_groups_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist" ADD CONSTRAINT "blacklist_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist" ADD CONSTRAINT "blacklist_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_blacklist_id_blacklist_id_fk" FOREIGN KEY ("blacklist_id") REFERENCES "public"."blacklist"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problems_user_time_idx" ON "problems" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "problems_status_time_idx" ON "problems" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "support_groups_game_idx" ON "support_groups" USING btree ("game_id","sort");--> statement-breakpoint
CREATE INDEX "support_staff_type_idx" ON "support_staff" USING btree ("type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_account_uq" ON "blacklist" USING btree ("account_norm");--> statement-breakpoint
CREATE INDEX "blacklist_time_idx" ON "blacklist" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "scam_reports_status_time_idx" ON "scam_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "scam_reports_reporter_idx" ON "scam_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_app_pending_uq" ON "merchant_applications" USING btree ("user_id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "merchant_app_user_idx" ON "merchant_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_app_status_idx" ON "merchant_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_user_read_idx" ON "messages" USING btree ("user_id","read_state","created_at","id");