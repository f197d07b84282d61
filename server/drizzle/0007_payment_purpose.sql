ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" varchar(12) DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "target_id" integer;--> statement-breakpoint
CREATE INDEX "payments_target_idx" ON "payments" USING btree ("purpose","target_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_target_ck" CHECK (("payments"."purpose" = 'order') = ("payments"."order_id" is not null) and ("payments"."purpose" = 'order' or "payments"."target_id" is not null));