CREATE TABLE "goods_registrations" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"registration_enc" text NOT NULL,
	"consent_at" timestamp (3) with time zone NOT NULL,
	"consent_version" smallint NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "has_registration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_registrations" ADD CONSTRAINT "goods_registrations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the list rows carry has_registration (the cards say when only basic cover is
-- offered), so a change of it stamps list_changed_at like the other listed columns (migration 0011)
-- and other instances' listing sync drops their kept row of the good.
DROP TRIGGER goods_list_touch ON goods;--> statement-breakpoint
CREATE TRIGGER goods_list_touch BEFORE UPDATE ON goods FOR EACH ROW WHEN (
  OLD.sale_state IS DISTINCT FROM NEW.sale_state OR OLD.price_fen IS DISTINCT FROM NEW.price_fen
  OR OLD.game_id IS DISTINCT FROM NEW.game_id OR OLD.district_ids IS DISTINCT FROM NEW.district_ids
  OR OLD.district_names IS DISTINCT FROM NEW.district_names OR OLD.tags IS DISTINCT FROM NEW.tags
  OR OLD.attrs IS DISTINCT FROM NEW.attrs OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description OR OLD.cover IS DISTINCT FROM NEW.cover
  OR OLD.is_guarantee IS DISTINCT FROM NEW.is_guarantee OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.has_registration IS DISTINCT FROM NEW.has_registration
) EXECUTE FUNCTION goods_list_touch();
