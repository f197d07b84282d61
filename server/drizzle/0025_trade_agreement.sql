CREATE TABLE "order_agreements" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"pdf" "bytea",
	"html" text,
	"sha256" varchar(64),
	"rendered_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "order_agreements" ADD CONSTRAINT "order_agreements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;