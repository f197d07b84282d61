import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { seedDemoSupport } from '../src/modules/support/seed.js';
import { blacklist } from '../src/modules/blacklist/table.js';
import { supportGroups, supportStaff } from '../src/modules/support/table.js';
import { setup, type TestCtx } from './helpers.js';
import { q, seedGames } from './selling-helpers.js';

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
  await seedGames(ctx);
  await seedDemoSupport(ctx.db.db, ctx.clock);
});
after(async () => {
  await ctx.close();
});

// Issue 37: the demo's staff, group and blacklisted QQ numbers looked real and could have been
// someone's. QQ numbers are 32-bit: a number above 4,294,967,295 cannot be assigned to anyone.
const QQ_MAX = 4_294_967_295;

test('every seeded QQ number lies outside the numbers QQ can assign', async () => {
  const staff = getTableConfig(supportStaff).name;
  const groups = getTableConfig(supportGroups).name;
  const black = getTableConfig(blacklist).name;
  const rows = await q<{ qq: string }>(
    ctx,
    sql.raw(
      `select qq from ${staff} where qq is not null union all select qq from ${groups} union all select account as qq from ${black} where kind = 'qq'`,
    ),
  );
  assert.ok(rows.length >= 15, `seeded QQ numbers: ${rows.length}`);
  for (const r of rows) assert.ok(Number(r.qq) > QQ_MAX, `${r.qq} could be someone's QQ number`);
});
