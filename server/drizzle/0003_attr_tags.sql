-- HOT updates for view counts: leave 15% of each heap page free so an updated row version fits on its own page (no index includes view_count). Set before the column is added, whose table rewrite applies it to the existing rows.
ALTER TABLE "goods" SET (fillfactor = 85);--> statement-breakpoint
-- 'key=value' for every string value and every string element of an array value of a goods attrs object (select / multi attributes); numbers are skipped, and so are strings over 100 characters (a GIN entry must stay small). Immutable: it reads only its argument.
CREATE OR REPLACE FUNCTION goods_attr_tags(a jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(DISTINCT t ORDER BY t), '{}'::text[]) FROM (
    SELECT e.key || '=' || v.s AS t
    FROM jsonb_each(CASE WHEN jsonb_typeof(a) = 'object' THEN a ELSE '{}'::jsonb END) AS e
    CROSS JOIN LATERAL (
      SELECT e.value #>> '{}' AS s WHERE jsonb_typeof(e.value) = 'string'
      UNION ALL
      SELECT x #>> '{}' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) AS x
      WHERE jsonb_typeof(x) = 'string'
    ) AS v
    WHERE length(v.s) <= 100
  ) AS tags
$fn$;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "attr_tags" text[] GENERATED ALWAYS AS (goods_attr_tags(attrs)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_attr_tags_gin" ON "goods" USING gin ("attr_tags");