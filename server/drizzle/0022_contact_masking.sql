ALTER TABLE "goods" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "consult_messages" ADD COLUMN "masked_text" text;--> statement-breakpoint
ALTER TABLE "order_chat" ADD COLUMN "masked_text" text;