import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { seedDemoSupport } from '../src/modules/support/seed.js';
import { blacklist } from '../src/modules/blacklist/table.js';
import { supportGroups, supportStaff } from '../src/modules/support/table.js';
import { SAMPLE_VALUES } from '../src/modules/site/fields.js';
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

test('every seeded mobile number has the unallocated prefix 154; the staff have no invented WeChat id', async () => {
  const staff = getTableConfig(supportStaff).name;
  const black = getTableConfig(blacklist).name;
  const phones = await q<{ phone: string }>(
    ctx,
    sql.raw(
      `select phone from ${staff} where phone is not null union all select account as phone from ${black} where kind = 'phone'`,
    ),
  );
  assert.ok(phones.length >= 3, `seeded mobile numbers: ${phones.length}`);
  for (const p of phones) assert.match(p.phone, /^154\d{8}$/, `${p.phone} could be someone's number`);
  const wechat = await q<{ n: number }>(
    ctx,
    sql.raw(`select count(*)::int as n from ${staff} where wechat is not null`),
  );
  assert.equal(wechat[0]!.n, 0);
});

test('the site samples: landlines no exchange hands out, an ICP number never issued', () => {
  // a local number starts with 2–9; 0 is the trunk prefix
  for (const k of ['phone.service', 'phone.business'] as const)
    assert.match(SAMPLE_VALUES[k], /^0\d{2,3}-0\d{6,7}$/, `${k} = ${SAMPLE_VALUES[k]}`);
  assert.match(SAMPLE_VALUES.icp, /ICP备0+号/);
  for (const k of ['website', 'email.service', 'email.privacy', 'email.hr', 'email.business'] as const)
    assert.match(SAMPLE_VALUES[k], /\.example$/);
});
