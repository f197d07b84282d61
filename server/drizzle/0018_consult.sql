CREATE TABLE "consult_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consult_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"sender_id" integer,
	"role" varchar(8) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"text" varchar(500),
	"image_url" varchar(300),
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consult_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"goods_title" varchar(100) NOT NULL,
	"goods_price_fen" integer NOT NULL,
	"goods_cover" varchar(300),
	"game_name" varchar(40) NOT NULL,
	"waiting_since" timestamp (3) with time zone,
	"assignee_id" integer,
	"last_message_id" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp (3) with time zone NOT NULL,
	"user_read_id" integer DEFAULT 0 NOT NULL,
	"staff_read_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consult_messages" ADD CONSTRAINT "consult_messages_thread_id_consult_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."consult_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_messages" ADD CONSTRAINT "consult_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_threads" ADD CONSTRAINT "consult_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_threads" ADD CONSTRAINT "consult_threads_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_threads" ADD CONSTRAINT "consult_threads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_threads" ADD CONSTRAINT "consult_threads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consult_messages_thread_idx" ON "consult_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_threads_user_goods_uq" ON "consult_threads" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "consult_threads_user_time_idx" ON "consult_threads" USING btree ("user_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "consult_threads_waiting_idx" ON "consult_threads" USING btree ("waiting_since","id") WHERE "consult_threads"."waiting_since" is not null;--> statement-breakpoint
CREATE INDEX "consult_threads_time_idx" ON "consult_threads" USING btree ("last_message_at","id");