ALTER TABLE "disputes" ADD COLUMN "reply_deadline" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "reply_text" varchar(500);--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "replied_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "decide_deadline" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "escalated_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "escalation" varchar(10);--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "escalated_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "disputes_escalated_idx" ON "disputes" USING btree ("escalated_at","id");