/**
 * Runs a capped table's trim every few inserts rather than on each: the trim reads up to `cap` index
 * entries, so once every 20 inserts (every insert for small caps) keeps a flood's cost low while the
 * table stays within cap + 20 rows per instance.
 */
export function everyFewInserts(cap: number, trim: () => Promise<void>): () => Promise<void> {
  const every = Math.max(1, Math.min(20, Math.floor(cap / 100)));
  let inserts = 0;
  return async () => {
    inserts++;
    if (inserts % every === 0) await trim();
  };
}
