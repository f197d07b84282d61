import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { auth, type TestCtx } from './helpers.js';
import { listOne, newUser, q, seedGames, type Game, type Seller } from './selling-helpers.js';

export interface Trade {
  game: Game;
  seller: Seller;
  buyer: Seller;
  other: Seller;
  staff: Seller;
}

/** Seller, buyer, an unrelated user and an operator, all verified adults; games seeded. */
export async function tradeActors(ctx: TestCtx): Promise<Trade> {
  const { wzry } = await seedGames(ctx);
  const [seller, buyer, other, staff] = [
    await newUser(ctx),
    await newUser(ctx),
    await newUser(ctx),
    await newUser(ctx, { roles: ['user', 'operator'] }),
  ];
  return { game: wzry, seller, buyer, other, staff };
}

/** A good of `seller` approved by `staff` (saleState 1); returns its id. */
export async function onSaleGood(ctx: TestCtx, t: Trade, patch: Record<string, unknown> = {}): Promise<number> {
  const id = await listOne(ctx, t.seller, t.game, patch);
  const r = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/review/${id}/approve`,
    headers: auth(t.staff.token),
  });
  assert.equal(r.statusCode, 200, r.body);
  return id;
}

export async function createOrder(ctx: TestCtx, buyer: Seller, goodsId: number, protection = 'tierA') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: auth(buyer.token),
    payload: { goodsId, protection, acceptRules: true },
  });
}

export async function orderOf(ctx: TestCtx, buyer: Seller, goodsId: number, protection = 'tierA'): Promise<number> {
  const r = await createOrder(ctx, buyer, goodsId, protection);
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data.orderId;
}

/** Pays through the sandbox cashier exactly as the mini-program would (JSON submit). */
export async function paySandbox(ctx: TestCtx, buyer: Seller, orderId: number, result: 'success' | 'fail' = 'success') {
  const c = await ctx.app.inject({
    method: 'POST',
    url: '/api/pay/create',
    headers: auth(buyer.token),
    payload: { orderId, channel: 'alipay', target: 'h5' },
  });
  assert.equal(c.statusCode, 200, c.body);
  const url = new URL(c.json().data.redirectUrl, 'http://x');
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/pay/sandbox/submit',
    payload: { payNo: url.searchParams.get('payNo'), t: url.searchParams.get('t'), result },
  });
  assert.equal(r.statusCode, 200, r.body);
  return { payNo: c.json().data.payNo as string, t: url.searchParams.get('t')! };
}

export async function paidOrder(ctx: TestCtx, t: Trade, protection = 'tierA') {
  const goodsId = await onSaleGood(ctx, t);
  const orderId = await orderOf(ctx, t.buyer, goodsId, protection);
  await paySandbox(ctx, t.buyer, orderId);
  return { goodsId, orderId };
}

export async function saleState(ctx: TestCtx, goodsId: number): Promise<number> {
  const [r] = await q<{ s: number }>(ctx, sql`select sale_state as s from goods where id = ${goodsId}`);
  return Number(r!.s);
}

export async function orderRow(ctx: TestCtx, id: number) {
  const [r] = await q<{
    state: number;
    paid_at: Date | null;
    total_fen: number;
    price_fen: number;
    commission_fen: number;
    protection_fee_fen: number;
  }>(
    ctx,
    sql`select state, paid_at, total_fen, price_fen, commission_fen, protection_fee_fen from orders where id = ${id}`,
  );
  return r!;
}

/** users.balance_fen and the ledger's own sum for a user. */
export async function balances(ctx: TestCtx, userId: number): Promise<{ cached: number; sum: number }> {
  const [a] = await q<{ b: string }>(ctx, sql`select balance_fen as b from users where id = ${userId}`);
  const [b] = await q<{ s: string }>(
    ctx,
    sql`select coalesce(sum(amount_fen), 0) as s from wallet_entries where user_id = ${userId}`,
  );
  return { cached: Number(a!.b), sum: Number(b!.s) };
}

export async function count(ctx: TestCtx, query: ReturnType<typeof sql>): Promise<number> {
  const [r] = await q<{ n: string }>(ctx, query);
  return Number(r!.n);
}
