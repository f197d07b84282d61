ALTER TABLE "uploads" ADD COLUMN "review" varchar(8) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "trace_id" varchar(64);--> statement-breakpoint
CREATE INDEX "uploads_trace_idx" ON "uploads" USING btree ("trace_id");