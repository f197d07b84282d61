-- View counts move out of goods into a narrow table of their own (why: see goodsViews in
-- src/modules/catalogue/table.ts). Existing counts are carried over before the column goes.
CREATE TABLE "goods_views" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_views" ADD CONSTRAINT "goods_views_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: room on each page for the next version of its rows, so the per-second updates stay HOT.
ALTER TABLE "goods_views" SET (fillfactor = 70);--> statement-breakpoint
INSERT INTO "goods_views" ("goods_id", "views") SELECT "id", "view_count" FROM "goods" WHERE "view_count" > 0;--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "view_count";
