-- The list card's one 「包赔」 tag was set for any guarantee, so it meant both "the seller gives
-- cover" (is_guarantee 2) and "the buyer must buy cover" (is_guarantee 1). Each stored tag becomes
-- the one its listing means, in the same place among the tags; a listing without a guarantee loses it.
UPDATE "goods" SET "tags" = CASE
  WHEN "is_guarantee" = 2 THEN array_replace("tags", '包赔', '赠送包赔')
  WHEN "is_guarantee" = 1 THEN array_replace("tags", '包赔', '可购包赔')
  ELSE array_remove("tags", '包赔')
END
WHERE '包赔' = ANY("tags");
