ALTER TABLE "audit_log" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purged_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "orders_purge_due_idx" ON "orders" USING btree ("id") WHERE "orders"."purged_at" is null and "orders"."state" in (2, 3, 7);