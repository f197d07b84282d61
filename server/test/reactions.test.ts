import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { Conflict } from '../src/lib/errors.js';
import { Reactions, type ReactionLog } from '../src/lib/events.js';
import type { ModuleManifest } from '../src/module-kit.js';
import { users } from '../src/modules/user/index.js';
import { SALE_STATE } from '../src/modules/catalogue/index.js';
import { auth, call, setup, smsCode, type TestCtx } from './helpers.js';
import { onSaleGood, saleState, tradeActors, type Trade } from './trade-helpers.js';
import { newUser } from './selling-helpers.js';

// Issue 36: one registry of reactions between modules. In-transaction reactions run inside the
// publisher's transaction and can veto it; after-commit ones run once it committed and never undo it.

function recordingLog() {
  const lines: { level: 'warn' | 'error'; obj: Record<string, unknown>; msg: string }[] = [];
  const log: ReactionLog = {
    warn: (obj, msg) => void lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    error: (obj, msg) => void lines.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
  };
  return { lines, log };
}

describe('the registry', () => {
  const tx = {} as never;

  test('in-transaction reactions run by their order, then in registration order; a throw stops the rest', async () => {
    const { log } = recordingLog();
    const events = new Reactions(log);
    const ran: string[] = [];
    const check = (name: string, order?: number, veto = false) =>
      events.on({
        on: 'user.cancelling',
        name,
        order,
        inTransaction: async (e) => {
          ran.push(name);
          if (veto) throw new Conflict(`${name} refuses`);
          e.refuse(name);
        },
      });
    check('c', 30);
    check('a', 10);
    check('b1', 20);
    check('b2', 20);
    const reasons: string[] = [];
    await events.inTransaction('user.cancelling', { user: {} as never, refuse: (r) => reasons.push(r) }, tx);
    assert.deepEqual(reasons, ['a', 'b1', 'b2', 'c']);

    check('veto', 15, true);
    ran.length = 0;
    await assert.rejects(
      events.inTransaction('user.cancelling', { user: {} as never, refuse: () => {} }, tx),
      (e: Error) => e instanceof Conflict && e.message === 'veto refuses',
    );
    assert.deepEqual(ran, ['a', 'veto'], 'nothing after the veto runs');
  });

  test('a failing after-commit reaction is retried, then logged; the others still run and nothing throws', async () => {
    const { lines, log } = recordingLog();
    const events = new Reactions(log);
    let attempts = 0;
    const ran: string[] = [];
    events.on({
      on: 'goods.changed',
      name: 'flaky',
      retries: 2,
      afterCommit: async () => {
        attempts++;
        throw new Error('cache down');
      },
    });
    events.on({ on: 'goods.changed', name: 'steady', afterCommit: async (e) => void ran.push(e.cause) });
    await events.afterCommit('goods.changed', { cause: 'test' });
    assert.equal(attempts, 3, 'one attempt and two retries');
    assert.deepEqual(ran, ['test']);
    assert.deepEqual(
      lines.map((l) => [l.level, l.obj.reaction, l.obj.event]),
      [
        ['warn', 'flaky', 'goods.changed'],
        ['warn', 'flaky', 'goods.changed'],
        ['error', 'flaky', 'goods.changed'],
      ],
    );
    assert.equal((lines[2]!.obj.err as Error).message, 'cache down');
  });

  test('an event nobody reacts to is a no-op', async () => {
    const events = new Reactions(recordingLog().log);
    await events.afterCommit('goods.changed', { cause: 'nobody listens' });
    await events.inTransaction('user.cancelling', { user: {} as never, refuse: () => assert.fail() }, tx);
  });
});

describe('reactions declared by a manifest, in the app', () => {
  // what the fixture module's reactions do, switched per test
  const fixtureState = {
    refuseFirst: null as string | null,
    vetoAfterWrite: false,
    failAfterCommit: false,
    afterCommitRuns: 0,
  };
  const fixture: ModuleManifest = {
    name: 'fixture',
    tables: [],
    reactions: () => [
      {
        on: 'user.cancelling',
        name: 'fixture: first',
        // before the goods' check (10): its reason is listed first
        order: 5,
        inTransaction: async (e) => {
          if (fixtureState.refuseFirst) e.refuse(fixtureState.refuseFirst);
        },
      },
      {
        on: 'user.cancelling',
        name: 'fixture: writes, then vetoes',
        order: 50,
        inTransaction: async (e, tx) => {
          if (!fixtureState.vetoAfterWrite) return;
          // a write through the publisher's transaction: the veto must take it back with the rest
          await tx.update(users).set({ nickName: '反应里写的' }).where(eq(users.id, e.user.id));
          throw new Conflict('测试反应否决了注销');
        },
      },
      {
        on: 'goods.changed',
        name: 'fixture: failing notifier',
        afterCommit: async () => {
          fixtureState.afterCommitRuns++;
          if (fixtureState.failAfterCommit) throw new Error('notifier down');
        },
      },
    ],
  };

  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup({ extraModules: [fixture], env: { LOG_LEVEL: 'error' } });
    t = await tradeActors(ctx);
    await ctx.app.services.listing!.sync.whenReady();
  });
  after(() => ctx.close());

  async function cancel(token: string) {
    const s = await smsCode(ctx, undefined, 'cancel', auth(token));
    return call(ctx, {
      method: 'POST',
      url: '/api/system/user/cancel',
      headers: auth(token),
      payload: { dxyzm: s.code, yzmRankey: s.yzmRankey },
    });
  }
  const userRow = async (id: number) => (await ctx.db.db.select().from(users).where(eq(users.id, id)))[0]!;
  const takeDown = (id: number) =>
    call(ctx, { method: 'POST', url: '/api/goods/info/downGoods', headers: auth(t.seller.token), payload: { id } });

  test('cancel checks give their reasons in their order: the fixture (5) before the goods (10)', async () => {
    const seller = await newUser(ctx);
    await onSaleGood(ctx, { ...t, seller });
    fixtureState.refuseFirst = '测试原因';
    try {
      const r = await cancel(seller.token);
      assert.equal(r.statusCode, 409, r.body);
      assert.equal(r.json().msg, '暂不能注销：测试原因；还有 1 件审核中、在售或交易中的商品，请先下架或完成交易');
    } finally {
      fixtureState.refuseFirst = null;
    }
  });

  test('a vetoing in-transaction reaction rolls back the publisher and its own write', async () => {
    const u = await newUser(ctx);
    const before = await userRow(u.id);
    fixtureState.vetoAfterWrite = true;
    try {
      const r = await cancel(u.token);
      assert.equal(r.statusCode, 409, r.body);
      assert.equal(r.json().msg, '测试反应否决了注销');
    } finally {
      fixtureState.vetoAfterWrite = false;
    }
    const row = await userRow(u.id);
    assert.equal(row.nickName, before.nickName, 'the reaction wrote through the rolled-back transaction');
    assert.equal(row.phone, before.phone, 'the account was not anonymised');
    // without the veto the same request deletes the account: the refusal above was the reaction's
    ctx.clock.advance(61_000); // one SMS code a minute per phone
    const r = await cancel(u.token);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal((await userRow(u.id)).phone, null);
  });

  test('a failing after-commit reaction leaves the write committed and answered, and is logged', async () => {
    const id = await onSaleGood(ctx, t);
    const logged = ctx.logs.length;
    const runs = fixtureState.afterCommitRuns;
    fixtureState.failAfterCommit = true;
    try {
      const r = await takeDown(id);
      assert.equal(r.statusCode, 200, r.body);
    } finally {
      fixtureState.failAfterCommit = false;
    }
    assert.equal(fixtureState.afterCommitRuns, runs + 1);
    assert.equal(await saleState(ctx, id), SALE_STATE.offShelf);
    const lines = ctx.logs.slice(logged).map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = lines.find((l) => l.reaction === 'fixture: failing notifier');
    assert.ok(line, `no log line for the failed reaction in ${JSON.stringify(lines)}`);
    assert.equal(line.event, 'goods.changed');
    assert.equal(line.msg, 'after-commit reaction failed; the commit stands');
  });

  test('read-your-writes: a write through this instance is in its lists when it answers (no poll ran)', async () => {
    const id = await onSaleGood(ctx, t);
    // the index's timer is stopped: only the awaited goods.changed reaction can bring a change in
    await ctx.app.services.listing!.sync.stop();
    const listed = async () => {
      const r = await call(ctx, {
        method: 'POST',
        url: '/api/web/good/allList',
        payload: { gameId: t.game.id, pageSize: 50 },
      });
      assert.equal(r.statusCode, 200, r.body);
      return (r.json().data.rows as { id: number }[]).some((g) => g.id === id);
    };
    assert.equal(await listed(), true);
    const down = await takeDown(id);
    assert.equal(down.statusCode, 200, down.body);
    assert.equal(await listed(), false, 'taken down, still listed');
    const up = await call(ctx, {
      method: 'GET',
      url: `/api/goods/info/upGoods/${id}`,
      headers: auth(t.seller.token),
    });
    assert.equal(up.statusCode, 200, up.body);
    assert.equal(await listed(), true, 'back on sale, not listed');
  });
});
