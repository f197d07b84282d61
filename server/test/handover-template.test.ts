import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedModules } from '../src/db/seed-demo.js';
import { auth, setup, type TestCtx } from './helpers.js';
import { newUser, q, type Seller } from './selling-helpers.js';

/**
 * The handover checklists (issue 40, item 1): a seeded default for every game, operators' edits
 * that change what staff will check and are audited, refusals that change nothing, and seeding
 * that a restart repeats without undoing an edit.
 */
let ctx: TestCtx;
let staff: Seller;
let user: Seller;
let games: { id: number; key: string }[];

const seedBase = () => seedModules(ctx.db.db, { ...ctx.config, seedDemo: false }, ctx.clock);
const handover = () => ctx.app.services.handover;

before(async () => {
  ctx = await setup();
  await seedBase();
  staff = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
  user = await newUser(ctx, { verified: false });
  games = await q<{ id: number; key: string }>(ctx, sql`select id, key from games order by id`);
});
after(async () => {
  await ctx.close();
});

const call = (token: string | null, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(token ? auth(token) : {}), 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
const gameId = (key: string) => games.find((g) => g.key === key)!.id;
const audits = async (id: number) =>
  (
    await q<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from audit_log where action = 'handover.template.update' and target_id = ${id}`,
    )
  )[0]!.n;
const stored = async (id: number) =>
  (await q<{ items: unknown }>(ctx, sql`select items from handover_templates where game_id = ${id}`))[0]?.items;

const EDIT = [
  { key: 'login_ok', label: '登录正常', hint: '能登录' },
  { key: 'skins', label: '皮肤数量与描述一致', hint: '逐个核对' },
];

describe('handover checklist templates', () => {
  test('every seeded game has a default: the generic six plus its own lines', async () => {
    assert.ok(games.length >= 11);
    const rows = await q<{ game_id: number }>(ctx, sql`select game_id from handover_templates`);
    assert.deepEqual(new Set(rows.map((r) => r.game_id)), new Set(games.map((g) => g.id)));
    for (const g of games) {
      const items = await handover().checklistOf(g.id);
      const keys = items.map((i) => i.key);
      for (const k of ['login_ok', 'assets_match', 'phone_rebound', 'email_rebound', 'realname', 'security_cleared'])
        assert.ok(keys.includes(k), `${g.key} lacks ${k}`);
      assert.equal(new Set(keys).size, keys.length, `${g.key}: keys unique`);
    }
    assert.ok((await handover().checklistOf(gameId('wzry'))).some((i) => i.key === 'qq_wx_unbound'));
    assert.ok((await handover().checklistOf(gameId('ys'))).some((i) => i.key === 'mihoyo_passport'));
    assert.ok((await handover().checklistOf(gameId('mhxy'))).some((i) => i.key === 'jiangjunling'));
    // a game without a row falls back to the generic list, never an empty one
    assert.equal((await handover().checklistOf(2147483000)).length, 6);
  });

  test('the public endpoint shows a game’s checklist to anyone; an unknown game is 404', async () => {
    const r = await call(null, 'GET', `/api/handover/template?gameId=${gameId('ys')}`);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().data.gameId, gameId('ys'));
    assert.deepEqual(r.json().data.items, await handover().checklistOf(gameId('ys')));
    assert.equal((await call(null, 'GET', '/api/handover/template?gameId=2147483000')).statusCode, 404);
  });

  test('an operator edit changes the checklist everywhere, is audited, and says who edited', async () => {
    const id = gameId('wzry');
    const before = await handover().checklistOf(id);
    const r = await call(staff.token, 'PUT', `/api/admin/handover/templates/${id}`, {
      items: [{ ...EDIT[0], label: '  登录正常  ' }, EDIT[1]],
    });
    assert.equal(r.statusCode, 200, r.body);
    assert.deepEqual(await handover().checklistOf(id), EDIT, 'labels trimmed');
    const pub = await call(user.token, 'GET', `/api/handover/template?gameId=${id}`);
    assert.deepEqual(pub.json().data.items, EDIT);
    const [row] = await q<{ actor_id: number; before: { items: unknown }; after: { items: unknown } }>(
      ctx,
      sql`select actor_id, before, after from audit_log where action = 'handover.template.update' and target_id = ${id}`,
    );
    assert.equal(row!.actor_id, staff.id);
    assert.deepEqual(row!.before.items, before);
    assert.deepEqual(row!.after.items, EDIT);
    const list = await call(staff.token, 'GET', '/api/admin/handover/templates');
    assert.equal(list.statusCode, 200, list.body);
    const rows = list.json().data.rows as { gameId: number; updatedBy: number | null; items: unknown }[];
    assert.equal(rows.length, games.length);
    const mine = rows.find((g) => g.gameId === id)!;
    assert.equal(mine.updatedBy, staff.id);
    assert.deepEqual(mine.items, EDIT);
    assert.equal(rows.find((g) => g.gameId === gameId('ys'))!.updatedBy, null, 'untouched games show the default');
  });

  test('bad lists are refused in Chinese and change nothing', async () => {
    const id = gameId('hpjy');
    const was = await stored(id);
    const item = (over: Record<string, unknown>) => ({ key: 'ok_key', label: '正常名称', hint: '', ...over });
    const cases: [unknown[], RegExp][] = [
      [[], /1-20项/],
      [Array.from({ length: 21 }, (_, i) => item({ key: `k${i}` })), /1-20项/],
      [[item({ key: 'Bad' })], /标识/],
      [[item({ key: '1abc' })], /标识/],
      [[item({ key: 'a'.repeat(25) })], /标识/],
      [[item({}), item({})], /重复/],
      [[item({ label: ' 短 ' })], /2-30字/],
      [[item({ label: '长'.repeat(31) })], /2-30字/],
      [[item({ hint: '说'.repeat(81) })], /80字/],
    ];
    for (const [items, msg] of cases) {
      const r = await call(staff.token, 'PUT', `/api/admin/handover/templates/${id}`, { items });
      assert.equal(r.statusCode, 400, `${JSON.stringify(items).slice(0, 80)}: ${r.body}`);
      assert.match(r.json().msg, msg);
    }
    // control characters are refused by the request hook before the service sees them
    const ctl = await call(
      staff.token,
      'PUT',
      `/api/admin/handover/templates/${id}`,
      `{"items":[{"key":"a","label":"登录\\u0007正常","hint":""}]}`,
    );
    assert.equal(ctl.statusCode, 400, ctl.body);
    assert.equal(
      (await call(staff.token, 'PUT', '/api/admin/handover/templates/2147483000', { items: EDIT })).statusCode,
      404,
    );
    assert.deepEqual(await stored(id), was);
    assert.equal(await audits(id), 0);
  });

  test('non-staff get 401 or 403, and nothing changes', async () => {
    const id = gameId('cf');
    const was = await stored(id);
    assert.equal((await call(null, 'GET', '/api/admin/handover/templates')).statusCode, 401);
    assert.equal((await call(user.token, 'GET', '/api/admin/handover/templates')).statusCode, 403);
    assert.equal((await call(null, 'PUT', `/api/admin/handover/templates/${id}`, { items: EDIT })).statusCode, 401);
    assert.equal(
      (await call(user.token, 'PUT', `/api/admin/handover/templates/${id}`, { items: EDIT })).statusCode,
      403,
    );
    assert.deepEqual(await stored(id), was);
  });

  test('seeding again (a restart) keeps the operator’s edit and adds no row', async () => {
    const id = gameId('wzry');
    const n = async () => (await q<{ n: number }>(ctx, sql`select count(*)::int as n from handover_templates`))[0]!.n;
    const count = await n();
    await seedBase();
    await seedBase();
    assert.equal(await n(), count);
    assert.deepEqual(await handover().checklistOf(id), EDIT);
  });
});
