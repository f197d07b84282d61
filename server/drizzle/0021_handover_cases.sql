CREATE TABLE "handover_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "handover_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_title" varchar(100) NOT NULL,
	"price_fen" integer NOT NULL,
	"handover_fee_fen" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'waiting' NOT NULL,
	"holder_id" integer,
	"created_at" timestamp (3) with time zone NOT NULL,
	"claimed_at" timestamp (3) with time zone,
	"delivered_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone,
	"cancel_reason" varchar(200),
	"new_credentials_enc" text,
	"staff_read_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_items" (
	"case_id" integer NOT NULL,
	"position" integer NOT NULL,
	"key" varchar(24) NOT NULL,
	"label" varchar(30) NOT NULL,
	"hint" varchar(80) DEFAULT '' NOT NULL,
	"staff_result" varchar(4),
	"staff_note" varchar(200),
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp (3) with time zone,
	"buyer_answer" varchar(8),
	"buyer_note" varchar(200),
	"answered_at" timestamp (3) with time zone,
	CONSTRAINT "handover_items_pk" PRIMARY KEY("case_id","key")
);
--> statement-breakpoint
ALTER TABLE "handover_cases" ADD CONSTRAINT "handover_cases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_cases" ADD CONSTRAINT "handover_cases_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_cases" ADD CONSTRAINT "handover_cases_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_cases" ADD CONSTRAINT "handover_cases_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_items" ADD CONSTRAINT "handover_items_case_id_handover_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."handover_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_items" ADD CONSTRAINT "handover_items_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handover_cases_order_uq" ON "handover_cases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "handover_cases_state_idx" ON "handover_cases" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "handover_cases_holder_idx" ON "handover_cases" USING btree ("holder_id","state");