import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { deriveTags } from '../src/modules/selling/service.js';
import { setup, type TestCtx } from './helpers.js';
import { tradeActors, onSaleGood } from './trade-helpers.js';
import { q } from './selling-helpers.js';

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
});
after(async () => {
  await ctx.close();
});

test('a guarantee tag says which guarantee: 赠送包赔 when the seller gives it, 可购包赔 when the buyer buys it', () => {
  assert.deepEqual(deriveTags([], 2, false), ['赠送包赔']);
  assert.deepEqual(deriveTags([], 1, true), ['可购包赔', '可议价']);
  assert.deepEqual(deriveTags([], 0, false), []);
  // an edit from "given" to "buy" swaps the tag and keeps the platform's own
  assert.deepEqual(deriveTags(['赠送包赔', '官方验号'], 1, false), ['可购包赔', '官方验号']);
  // an old-style tag never survives an edit
  assert.deepEqual(deriveTags(['包赔', '急售'], 0, false), ['急售']);
});

test('migration 0017 turns each stored 「包赔」 into the tag its listing means, in place', async () => {
  const t = await tradeActors(ctx);
  const given = await onSaleGood(ctx, t, { isGuarantee: 2 });
  const buy = await onSaleGood(ctx, t, { isGuarantee: 1 });
  const none = await onSaleGood(ctx, t, { isGuarantee: 0 });
  // the tags as the code before the split wrote them
  await ctx.db.db.execute(
    sql`update goods set tags = array['官方验号', '包赔', '可议价'] where id in (${given}, ${buy}, ${none})`,
  );
  const migration = readFileSync(new URL('../drizzle/0017_guarantee_tags.sql', import.meta.url), 'utf8');
  await ctx.db.db.execute(sql.raw(migration));
  const rows = await q<{ id: number; tags: string[] }>(
    ctx,
    sql`select id, tags from goods where id in (${given}, ${buy}, ${none})`,
  );
  const tags = new Map(rows.map((r) => [r.id, r.tags]));
  assert.deepEqual(tags.get(given), ['官方验号', '赠送包赔', '可议价']);
  assert.deepEqual(tags.get(buy), ['官方验号', '可购包赔', '可议价']);
  assert.deepEqual(tags.get(none), ['官方验号', '可议价']);
  const left = await q<{ n: number }>(ctx, sql`select count(*)::int as n from goods where '包赔' = any(tags)`);
  assert.equal(left[0]!.n, 0);
});
