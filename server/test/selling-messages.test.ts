import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { SEND_TYPE } from '../src/modules/message/table.js';
import { setup, type TestCtx } from './helpers.js';
import { newUser, q } from './selling-helpers.js';

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
});
after(async () => {
  await ctx.close();
});

test('sendMessage stores an unread message for the user, bounded, with its reference', async () => {
  const u = await newUser(ctx, { verified: false });
  const { messages } = ctx.app.services;
  const m = await messages.sendMessage(u.id, {
    sendType: SEND_TYPE.goodSold,
    title: '标'.repeat(150),
    content: '您的商品已售出',
    ref: { type: 'goods', id: 7 },
  });
  assert.equal(m.userId, u.id);
  assert.equal(m.readState, 1);
  assert.equal(m.sendType, 3);
  assert.equal(Array.from(m.title).length, 100, 'title cut to the column size');
  assert.deepEqual([m.refType, m.refId], ['goods', 7]);
  assert.equal(m.createdAt.toISOString(), ctx.clock.now().toISOString());
  const none = await messages.sendMessage(u.id, { sendType: SEND_TYPE.purchase, title: '购买成功', content: '无关联' });
  assert.deepEqual([none.refType, none.refId], [null, null]);
});

test('inside a transaction it commits or rolls back with the caller', async () => {
  const u = await newUser(ctx, { verified: false });
  const { messages } = ctx.app.services;
  await assert.rejects(
    ctx.db.db.transaction(async (tx) => {
      await messages.sendMessage(
        u.id,
        { sendType: SEND_TYPE.reviewPassed, title: '审核通过', content: '回滚的消息' },
        tx,
      );
      throw new Error('the change it reports failed');
    }),
  );
  await ctx.db.db.transaction(async (tx) => {
    await messages.sendMessage(
      u.id,
      { sendType: SEND_TYPE.reviewFailed, title: '审核未通过', content: '提交的消息' },
      tx,
    );
  });
  const rows = await q<{ content: string }>(ctx, sql`select content from messages where user_id = ${u.id}`);
  assert.deepEqual(
    rows.map((r) => r.content),
    ['提交的消息'],
  );
});
