CREATE TABLE "price_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"ask_fen" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"counter_fen" integer,
	"agreed_fen" integer,
	"state" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"order_id" integer,
	"refuse_reason" varchar(100),
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"description" varchar(500) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"answer_text" varchar(500),
	"answer_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"answer_deadline" timestamp (3) with time zone NOT NULL,
	"decision" varchar(8),
	"decision_note" varchar(200),
	"return_to_sale" boolean DEFAULT false NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"dispute_id" integer,
	"pay_no" varchar(32) NOT NULL,
	"provider" varchar(12) NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(200),
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"refunded_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"protection" varchar(8) NOT NULL,
	"evidence" varchar(1000) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"deadline_at" timestamp (3) with time zone NOT NULL,
	"top_up_fen" integer,
	"compensation_fen" integer,
	"refuse_reason" varchar(200),
	"note" varchar(200),
	"seller_blacklisted" boolean DEFAULT false NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"comment" varchar(200),
	"reply" varchar(200),
	"replied_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notify_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_key" varchar(80) NOT NULL,
	"user_id" integer NOT NULL,
	"event" varchar(24) NOT NULL,
	"sms_text" varchar(200) NOT NULL,
	"data" jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"sms_result" varchar(8),
	"wx_result" varchar(8),
	"error" varchar(200),
	"created_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "wx_openids" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"openid" varchar(64) NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wx_subscriptions" (
	"user_id" integer NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "wx_subscriptions_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
DROP INDEX "orders_goods_open_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_notify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "price_offers" ADD CONSTRAINT "price_offers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_offers" ADD CONSTRAINT "price_offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_offers" ADD CONSTRAINT "price_offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_outbox" ADD CONSTRAINT "notify_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_openids" ADD CONSTRAINT "wx_openids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wx_subscriptions" ADD CONSTRAINT "wx_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_offers_open_uq" ON "price_offers" USING btree ("goods_id","buyer_id") WHERE "price_offers"."state" in (0, 1, 2);--> statement-breakpoint
CREATE INDEX "price_offers_buyer_idx" ON "price_offers" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "price_offers_seller_idx" ON "price_offers" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "price_offers_state_expires_idx" ON "price_offers" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_order_open_uq" ON "disputes" USING btree ("order_id") WHERE "disputes"."state" in (0, 1, 2);--> statement-breakpoint
CREATE INDEX "disputes_order_idx" ON "disputes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "disputes_state_idx" ON "disputes" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_no_uq" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_uq" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_order_open_uq" ON "claims" USING btree ("order_id") WHERE "claims"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_order_paid_uq" ON "claims" USING btree ("order_id") WHERE "claims"."status" = 1;--> statement-breakpoint
CREATE INDEX "claims_buyer_idx" ON "claims" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "claims_status_deadline_idx" ON "claims" USING btree ("status","deadline_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ratings_order_uq" ON "order_ratings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_ratings_seller_idx" ON "order_ratings" USING btree ("seller_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_outbox_key_uq" ON "notify_outbox" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "notify_outbox_state_idx" ON "notify_outbox" USING btree ("state","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_price_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."price_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_goods_open_uq" ON "orders" USING btree ("goods_id") WHERE "orders"."state" in (0, 1, 5);