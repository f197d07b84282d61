import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { auth, type TestCtx } from './helpers.js';
import type { Seller } from './selling-helpers.js';
import { count } from './trade-helpers.js';

/** inject as a user; `body` may be omitted for GET. */
export function as(ctx: TestCtx, who: Seller | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? auth(who.token) : {},
    ...(payload === undefined
      ? method === 'GET'
        ? {}
        : { payload: {} }
      : { payload: payload as Record<string, unknown> }),
  });
}

export async function ok200(p: ReturnType<typeof as>) {
  const r = await p;
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data;
}

/** Ledger rows of a kind about an order/claim. */
export const ledger = (ctx: TestCtx, refType: string, refId: number, kind: string) =>
  count(
    ctx,
    sql`select count(*) as n from wallet_entries where ref_type = ${refType} and ref_id = ${refId} and kind = ${kind}`,
  );
export const platformSum = async (ctx: TestCtx, refType: string, refId: number) =>
  count(
    ctx,
    sql`select coalesce(sum(amount_fen), 0) as n from wallet_entries where ref_type = ${refType} and ref_id = ${refId} and user_id is null`,
  );
export const inbox = (ctx: TestCtx, userId: number, sendType: number) =>
  count(ctx, sql`select count(*) as n from messages where user_id = ${userId} and send_type = ${sendType}`);
export const audits = (ctx: TestCtx, action: string) =>
  count(ctx, sql`select count(*) as n from audit_log where action = ${action}`);
