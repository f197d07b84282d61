CREATE TABLE "pay_sandbox_bill" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_sandbox_bill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"pay_no" varchar(32) NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"refund_no" varchar(64),
	"amount_fen" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_mismatches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recon_mismatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"provider" varchar(12) NOT NULL,
	"day" varchar(10) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"pay_no" varchar(64),
	"refund_no" varchar(64),
	"provider_trade_no" varchar(64),
	"bill_amount_fen" integer,
	"our_amount_fen" integer,
	"ledger_amount_fen" integer,
	"detail" varchar(200) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"action" varchar(12),
	"note" varchar(200),
	"entry_fen" integer,
	"action_ref" varchar(32),
	"last_error" varchar(200),
	"acted_by" integer,
	"acted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recon_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recon_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" varchar(12) NOT NULL,
	"day" varchar(10) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"token" varchar(32) NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"bill_lines" integer DEFAULT 0 NOT NULL,
	"mismatch_count" integer DEFAULT 0 NOT NULL,
	"error" varchar(200),
	"started_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "recon_mismatches" ADD CONSTRAINT "recon_mismatches_run_id_recon_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."recon_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recon_mismatches" ADD CONSTRAINT "recon_mismatches_acted_by_users_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_sandbox_bill_pay_uq" ON "pay_sandbox_bill" USING btree ("pay_no") WHERE "pay_sandbox_bill"."kind" = 'pay';--> statement-breakpoint
CREATE UNIQUE INDEX "pay_sandbox_bill_refund_uq" ON "pay_sandbox_bill" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "pay_sandbox_bill_time_idx" ON "pay_sandbox_bill" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recon_mismatches_state_idx" ON "recon_mismatches" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "recon_mismatches_run_idx" ON "recon_mismatches" USING btree ("run_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recon_mismatches_action_ref_uq" ON "recon_mismatches" USING btree ("action_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "recon_runs_provider_day_uq" ON "recon_runs" USING btree ("provider","day");--> statement-breakpoint
CREATE INDEX "recon_runs_day_idx" ON "recon_runs" USING btree ("day","id");