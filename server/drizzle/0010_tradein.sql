CREATE TABLE "tradein_details" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"credentials_enc" text NOT NULL,
	"stage" varchar(12) NOT NULL,
	"quote_ends_at" timestamp (3) with time zone NOT NULL,
	"fee_bps" integer NOT NULL,
	"accepted_quote_id" integer,
	"accepted_at" timestamp (3) with time zone,
	"pay_deadline" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"handed_over_at" timestamp (3) with time zone,
	"decided_by" integer,
	"confirmed_at" timestamp (3) with time zone,
	"rejected_at" timestamp (3) with time zone,
	"reject_reason" varchar(200),
	"refund_kind" varchar(10),
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradein_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tradein_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"quoted_at" timestamp (3) with time zone NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tradein_reveals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tradein_reveals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"ip" varchar(45),
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tradein_details" ADD CONSTRAINT "tradein_details_request_id_backlist_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."backlist_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradein_details" ADD CONSTRAINT "tradein_details_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradein_quotes" ADD CONSTRAINT "tradein_quotes_request_id_backlist_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."backlist_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradein_quotes" ADD CONSTRAINT "tradein_quotes_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradein_reveals" ADD CONSTRAINT "tradein_reveals_request_id_backlist_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."backlist_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tradein_reveals" ADD CONSTRAINT "tradein_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tradein_stage_ends_idx" ON "tradein_details" USING btree ("stage","quote_ends_at");--> statement-breakpoint
CREATE INDEX "tradein_stage_deadline_idx" ON "tradein_details" USING btree ("stage","pay_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "tradein_quotes_request_merchant_uq" ON "tradein_quotes" USING btree ("request_id","merchant_id");--> statement-breakpoint
CREATE INDEX "tradein_quotes_merchant_idx" ON "tradein_quotes" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "tradein_quotes_accepted_idx" ON "tradein_quotes" USING btree ("accepted_at");--> statement-breakpoint
CREATE INDEX "tradein_reveals_request_idx" ON "tradein_reveals" USING btree ("request_id","id");