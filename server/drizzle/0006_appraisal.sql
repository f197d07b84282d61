CREATE TABLE "backlist_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backlist_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"game_id" integer NOT NULL,
	"district_ids" integer[] NOT NULL,
	"district_names" text[] NOT NULL,
	"attrs" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expected_price_fen" integer,
	"remark" varchar(400) DEFAULT '' NOT NULL,
	"valuation" jsonb,
	"manual_price_fen" integer,
	"manual_note" text,
	"manual_by" integer,
	"manual_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backlist_requests" ADD CONSTRAINT "backlist_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlist_requests" ADD CONSTRAINT "backlist_requests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backlist_requests" ADD CONSTRAINT "backlist_requests_manual_by_users_id_fk" FOREIGN KEY ("manual_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backlist_user_type_time_idx" ON "backlist_requests" USING btree ("user_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "backlist_type_status_time_idx" ON "backlist_requests" USING btree ("type","status","created_at","id");--> statement-breakpoint
CREATE INDEX "goods_sold_game_time_idx" ON "goods" USING btree ("game_id","updated_at","price_fen") WHERE sale_state = 3;