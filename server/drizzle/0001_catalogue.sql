CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint DEFAULT 1 NOT NULL,
	"name" varchar(60) NOT NULL,
	"img" varchar(300) NOT NULL,
	"h5_img" varchar(300),
	"jump_url" varchar(300),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "districts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"parent_id" integer,
	"level" varchar(10) NOT NULL,
	"name" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_attrs" (
	"game_id" integer NOT NULL,
	"field_key" varchar(4) NOT NULL,
	"field_name" varchar(40) NOT NULL,
	"field_type" varchar(10) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"must" boolean DEFAULT false NOT NULL,
	"is_search" boolean DEFAULT false NOT NULL,
	"range" jsonb,
	"options" jsonb,
	CONSTRAINT "game_attrs_pk" PRIMARY KEY("game_id","field_key")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(32) NOT NULL,
	"name" varchar(40) NOT NULL,
	"icon" varchar(300),
	"sort" integer DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_sn" varchar(32) NOT NULL,
	"game_id" integer NOT NULL,
	"district_ids" integer[] NOT NULL,
	"district_names" text[] NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"sale_state" smallint DEFAULT 0 NOT NULL,
	"account_type" smallint DEFAULT 2 NOT NULL,
	"is_guarantee" smallint DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover" varchar(300),
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seller_id" integer NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_browse" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_browse_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"viewed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_collect" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_collect_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_parent_id_districts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attrs" ADD CONSTRAINT "game_attrs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_browse" ADD CONSTRAINT "goods_browse_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_browse" ADD CONSTRAINT "goods_browse_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_collect" ADD CONSTRAINT "goods_collect_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_collect" ADD CONSTRAINT "goods_collect_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_type_idx" ON "banners" USING btree ("type","enabled","sort");--> statement-breakpoint
CREATE INDEX "districts_game_parent_idx" ON "districts" USING btree ("game_id","parent_id");--> statement-breakpoint
CREATE INDEX "districts_parent_idx" ON "districts" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_key_uq" ON "games" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_sn_uq" ON "goods" USING btree ("goods_sn");--> statement-breakpoint
CREATE INDEX "goods_state_game_time_idx" ON "goods" USING btree ("sale_state","game_id","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_state_game_price_idx" ON "goods" USING btree ("sale_state","game_id","price_fen","id");--> statement-breakpoint
CREATE INDEX "goods_state_time_idx" ON "goods" USING btree ("sale_state","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_state_price_idx" ON "goods" USING btree ("sale_state","price_fen","id");--> statement-breakpoint
CREATE INDEX "goods_state_updated_idx" ON "goods" USING btree ("sale_state","updated_at");--> statement-breakpoint
CREATE INDEX "goods_seller_state_idx" ON "goods" USING btree ("seller_id","sale_state");--> statement-breakpoint
CREATE INDEX "goods_district_ids_gin" ON "goods" USING gin ("district_ids");--> statement-breakpoint
CREATE INDEX "goods_search_grams_gin" ON "goods" USING gin ("search_grams");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_browse_user_goods_uq" ON "goods_browse" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_browse_user_time_idx" ON "goods_browse" USING btree ("user_id","viewed_at","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_collect_user_goods_uq" ON "goods_collect" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_collect_user_time_idx" ON "goods_collect" USING btree ("user_id","created_at","id");