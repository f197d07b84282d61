ALTER TABLE "goods" ADD COLUMN "list_changed_at" timestamp (3) with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_list_changed_idx" ON "goods" USING btree ("list_changed_at","id");--> statement-breakpoint
-- Hand-written: list_changed_at follows every change of a column a list shows, filters or searches on, whatever
-- module writes it. view_count is left out on purpose (it changes every second under traffic and
-- lists may show it a few seconds late).
CREATE FUNCTION goods_list_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_changed_at := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER goods_list_touch BEFORE UPDATE ON goods FOR EACH ROW WHEN (
  OLD.sale_state IS DISTINCT FROM NEW.sale_state OR OLD.price_fen IS DISTINCT FROM NEW.price_fen
  OR OLD.game_id IS DISTINCT FROM NEW.game_id OR OLD.district_ids IS DISTINCT FROM NEW.district_ids
  OR OLD.district_names IS DISTINCT FROM NEW.district_names OR OLD.tags IS DISTINCT FROM NEW.tags
  OR OLD.attrs IS DISTINCT FROM NEW.attrs OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description OR OLD.cover IS DISTINCT FROM NEW.cover
  OR OLD.is_guarantee IS DISTINCT FROM NEW.is_guarantee OR OLD.created_at IS DISTINCT FROM NEW.created_at
) EXECUTE FUNCTION goods_list_touch();
--> statement-breakpoint
-- Hand-written: room on every page for HOT updates. View counts are written in batches every
-- second; with full pages each one was a new row version in every index of goods (three GIN
-- among them, the bigram one ≈200 entries a good). With free space on the page and no indexed
-- column changed, PostgreSQL updates in place and leaves the indexes alone. Applies to pages
-- written from now on (a VACUUM FULL applies it to the rest).
ALTER TABLE goods SET (fillfactor = 80);
