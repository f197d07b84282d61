import assert from 'node:assert/strict';
import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { type App } from '../src/app-types.js';
import type { AppConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/client.js';
import { ManualClock } from '../src/lib/clock.js';
import { DataCrypto } from '../src/lib/crypto.js';
import { idCheckChar } from '../src/lib/idcard.js';
import { MemorySmsProvider } from '../src/modules/auth/sms-provider.js';
import { auth, newIp, registerUser, type TestCtx } from './helpers.js';
import { CREDENTIALS, profileId, uploadShot, validAttrs } from './selling-helpers.js';
import { deliverByStaff } from './handover-helpers.js';
import { onSaleGood, orderOf, paidOrder, tradeActors, type Trade } from './trade-helpers.js';

/**
 * A database holding every kind of sealed value, written through the app's own endpoints: real
 * names and ID numbers, goods' logins, a rental listing's login, a withdrawal's Alipay account and
 * name, a trade-in's login; orders in several states and a ledger with entries. Used by the key
 * rotation and the backup tests.
 */
export interface Population {
  t: Trade;
  completedOrderId: number;
  paidOrderId: number;
  unpaidOrderId: number;
  /** a staff-mode order whose case staff delivered: the rebound login is sealed in handover_cases */
  staffOrderId: number;
  withdrawId: number;
  rentalId: number;
  tradeInId: number;
  /** a user whose real name is in the format written before key ids existed (v1) */
  legacyUserId: number;
}

const LEGACY_ID = '11010519800307123';
export const TEST_START = new Date('2026-03-01T02:00:00Z');
const json = { 'content-type': 'application/json' };

/** The pre-key-id format ("v1.<iv>.<tag>.<ct>", no AAD), as values written before this change hold it. */
export function sealV1(dataKey: Buffer, plain: string): string {
  const enc = createHmac('sha256', dataKey).update('haoshi:enc:v1').digest();
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', enc, iv);
  const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

async function ok(app: App, token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const r = await app.inject({
    method,
    url,
    remoteAddress: newIp(),
    headers: { ...(token ? auth(token) : {}), ...json },
    ...(method === 'POST' ? { payload: JSON.stringify(payload ?? {}) } : {}),
  });
  assert.equal(r.statusCode, 200, `${method} ${url} → ${r.body}`);
  return r.json().data;
}

async function paySandbox(app: App, token: string, body: Record<string, unknown>) {
  const c = await ok(app, token, 'POST', '/api/pay/create', { channel: 'alipay', target: 'h5', ...body });
  const url = new URL(c.redirectUrl, 'http://x');
  await ok(app, null, 'POST', '/api/pay/sandbox/submit', {
    payNo: url.searchParams.get('payNo'),
    t: url.searchParams.get('t'),
    result: 'success',
  });
}

export async function populate(ctx: TestCtx): Promise<Population> {
  const t = await tradeActors(ctx);
  const { app } = ctx;
  // completed: the seller's income and the platform's commission are in the ledger
  const done = await paidOrder(ctx, t);
  await ok(app, t.buyer.token, 'POST', `/api/order/${done.orderId}/confirm`);
  const paid = await paidOrder(ctx, t);
  const unpaidOrderId = await orderOf(ctx, t.buyer, await onSaleGood(ctx, t));
  const staffOrderId = await orderOf(ctx, t.buyer, await onSaleGood(ctx, t, { handoverMode: 'staff' }));
  await paySandbox(app, t.buyer.token, { orderId: staffOrderId });
  await deliverByStaff(ctx, t.staff, staffOrderId);
  const w = await ok(app, t.seller.token, 'POST', '/api/wallet/withdraw', {
    amountFen: 10000,
    alipayAccount: 'seller_pay@example.com',
    accountName: '王测试',
  });
  // a rental listing of the seller's, rented (paid, window running) by `other`
  const shot = await uploadShot(ctx, t.seller.token);
  const listing = await ok(app, t.seller.token, 'POST', '/api/rent/listing', {
    gameId: t.game.id,
    districtId: t.game.districtId,
    title: '王者荣耀 荣耀王者 全英雄 出租',
    description: '全英雄百皮肤，租期内请勿改密，违规扣押金。',
    images: [shot.url],
    hourlyFen: 500,
    minHours: 2,
    depositFen: 3000,
    credentials: { ...CREDENTIALS, password: 'Rent-Pw-71!' },
  });
  await ok(app, t.staff.token, 'POST', `/api/admin/rent/listing/${listing.id}/approve`);
  const rental = await ok(app, t.other.token, 'POST', '/api/rent/order', {
    listingId: listing.id,
    mode: 'hours',
    hours: 2,
    acceptRules: true,
  });
  await paySandbox(app, t.other.token, { purpose: 'rental', targetId: rental.rentalId });
  const tradeIn = await ok(app, t.other.token, 'POST', '/api/account/backlist', {
    type: 2,
    gameId: t.game.id,
    districtId: t.game.districtId,
    attrs: validAttrs(t.game.template),
    expectedPriceFen: 50000,
    remark: '想回收换新号',
    credentials: { ...CREDENTIALS, password: 'TradeIn-Pw-3!' },
  });
  // a user verified before key ids existed: the name is in the v1 format under the current key
  const legacy = await registerUser(ctx);
  const legacyUserId = await profileId(ctx, legacy.token);
  await ok(app, legacy.token, 'POST', '/api/realname/auth', {
    realName: '李旧值',
    idCard: LEGACY_ID + idCheckChar(LEGACY_ID),
  });
  await ctx.db.db.execute(
    sql`update users set real_name_enc = ${sealV1(ctx.config.dataKey, '李旧值')} where id = ${legacyUserId}`,
  );
  return {
    t,
    completedOrderId: done.orderId,
    paidOrderId: paid.orderId,
    unpaidOrderId,
    staffOrderId,
    withdrawId: w.id,
    rentalId: rental.rentalId,
    tradeInId: tradeIn.id,
    legacyUserId,
  };
}

const SEALED: [table: string, id: string, cols: string[]][] = [
  ['users', 'id', ['real_name_enc', 'id_card_enc']],
  ['goods_credentials', 'goods_id', ['credentials_enc']],
  ['goods_registrations', 'goods_id', ['registration_enc']],
  ['rental_listings', 'id', ['credentials_enc']],
  ['withdrawals', 'id', ['alipay_account_enc', 'account_name_enc']],
  ['tradein_details', 'request_id', ['credentials_enc']],
  ['handover_cases', 'id', ['new_credentials_enc']],
];

/** The raw sealed strings of every sealed column: "table:id:column" → value as stored. */
export async function rawValues(db: DbHandle): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [table, id, cols] of SEALED) {
    const r = await db.db.execute(sql.raw(`select ${id} as id, ${cols.join(', ')} from ${table} order by ${id}`));
    for (const row of (r as unknown as { rows: Record<string, string | null>[] }).rows)
      for (const c of cols) if (row[c]) out.set(`${table}:${row.id}:${c}`, row[c]!);
  }
  return out;
}

/** Every sealed value opened with `crypto` (throws if one does not open). */
export async function openedValues(db: DbHandle, crypto: DataCrypto): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [k, v] of await rawValues(db)) out.set(k, crypto.decrypt(v));
  return out;
}

/** An app on an existing database, with its own clock at the populated time; close() leaves the database open. */
export async function appOn(db: DbHandle, config: AppConfig): Promise<TestCtx> {
  const sms = new MemorySmsProvider();
  const clock = new ManualClock(TEST_START);
  // login step-up delays are recorded, not waited (as in setup())
  const sleeps: number[] = [];
  const sleep = async (ms: number) => void sleeps.push(ms);
  const app = await buildApp({
    config,
    db,
    clock,
    sms,
    sleep,
    logStream: new Writable({ write: (_c, _e, cb) => cb() }),
  });
  await app.ready();
  return { app, db, config, clock, sms, logs: [], sleeps, close: () => app.close() };
}

/**
 * What the app shows of the sealed values: masked real-name data on each profile, a bought good's
 * login, a rented account's login, the withdrawal's full account and name for the operator, the
 * seller's masked name in the wallet; and that the seller's ID number still refuses a second
 * account (the keyed hash under whatever key the row is at).
 */
export async function appView(ctx: TestCtx, p: Population, sellerIdCard: string) {
  const { app } = ctx;
  const profiles = [];
  for (const u of [p.t.seller, p.t.buyer, p.t.other, p.t.staff]) {
    const d = await ok(app, u.token, 'GET', '/api/system/user/profile');
    profiles.push([d.realName, d.idCard]);
  }
  const bought = await ok(app, p.t.buyer.token, 'POST', `/api/order/${p.paidOrderId}/credentials`);
  const rented = await ok(app, p.t.other.token, 'POST', `/api/rent/order/${p.rentalId}/credentials`);
  const rebound = await ok(app, p.t.buyer.token, 'POST', `/api/order/${p.staffOrderId}/credentials`);
  const list = await ok(app, p.t.staff.token, 'GET', '/api/admin/withdraw/list?status=0');
  const w = list.rows.find((x: { id: number }) => x.id === p.withdrawId);
  const wallet = await ok(app, p.t.seller.token, 'GET', '/api/wallet');
  const second = await registerUser(ctx);
  const dup = await app.inject({
    method: 'POST',
    url: '/api/realname/auth',
    headers: { ...auth(second.token), ...json },
    payload: JSON.stringify({ realName: '王测试', idCard: sellerIdCard }),
  });
  return {
    profiles,
    bought: { account: bought.account, password: bought.password },
    rented: { account: rented.account, password: rented.password },
    rebound: { account: rebound.account, password: rebound.password },
    withdrawal: { alipayAccount: w?.alipayAccount, accountName: w?.accountName },
    walletName: wallet.realNameMasked,
    duplicateId: [dup.statusCode, dup.json().msg],
  };
}
