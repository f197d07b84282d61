import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { auth, type TestCtx } from './helpers.js';
import { q, uploadShot, type Seller } from './selling-helpers.js';

/** One call as `token` (null: anonymous): status and the envelope's parts. */
export async function as(
  ctx: TestCtx,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  const r = await ctx.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const body = r.body ? r.json() : null;
  return { status: r.statusCode, msg: body?.msg as string, data: body?.data, body: r.body };
}

/** The case of an order (the desk finds it in its queue; tests read its id directly). */
export async function caseOf(ctx: TestCtx, orderId: number): Promise<number> {
  const [r] = await q<{ id: number }>(ctx, sql`select id from handover_cases where order_id = ${orderId}`);
  assert.ok(r, `order ${orderId} has no handover case`);
  return Number(r.id);
}

export const NEW_LOGIN = { account: 'rebound_acct_5521', password: 'NewPw-Only-Buyer-77!' };

/**
 * A staff member works the order's case to delivery, as the console would: takes it, passes every
 * item with a screenshot they uploaded, hands over the rebound login.
 */
export async function deliverByStaff(ctx: TestCtx, staff: Seller, orderId: number) {
  const id = await caseOf(ctx, orderId);
  const claim = await as(ctx, staff.token, 'POST', `/api/admin/handover/cases/${id}/claim`);
  assert.equal(claim.status, 200, claim.body);
  const shot = await uploadShot(ctx, staff.token);
  for (const it of claim.data.items as { key: string }[]) {
    const r = await as(ctx, staff.token, 'PUT', `/api/admin/handover/cases/${id}/items/${it.key}`, {
      result: 'pass',
      note: '已核对',
      evidence: [shot.url],
    });
    assert.equal(r.status, 200, r.body);
  }
  const d = await as(ctx, staff.token, 'POST', `/api/admin/handover/cases/${id}/deliver`, NEW_LOGIN);
  assert.equal(d.status, 200, d.body);
  return id;
}
