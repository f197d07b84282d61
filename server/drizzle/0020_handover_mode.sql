ALTER TABLE "goods" ADD COLUMN "handover_mode" varchar(8) DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_mode" varchar(8) DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_fee_fen" integer DEFAULT 0 NOT NULL;