CREATE TABLE "seller_debts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"amount_fen" integer NOT NULL,
	"remaining_fen" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"settled_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_reserves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_reserves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"seller_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"held_fen" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"release_at" timestamp (3) with time zone NOT NULL,
	"released_fen" integer,
	"released_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_debts" ADD CONSTRAINT "seller_debts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_reserves" ADD CONSTRAINT "seller_reserves_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_debts_claim_uq" ON "seller_debts" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "seller_debts_open_idx" ON "seller_debts" USING btree ("seller_id","id") WHERE "seller_debts"."remaining_fen" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_reserves_order_uq" ON "seller_reserves" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seller_reserves_seller_idx" ON "seller_reserves" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "seller_reserves_due_idx" ON "seller_reserves" USING btree ("release_at","id") WHERE "seller_reserves"."status" = 0;