/**
 * `npm run verify:access` (issue 10): every route that touches something a user owns, called on
 * that user's real resources by another user (demo_merchant) and by an anonymous caller. Each
 * cell must be refused (401 anonymous; 403/404 for the other user, never a 2xx that reads or
 * changes it), and the tables must be exactly as before (fingerprints on PostgreSQL). Lists the
 * other user may call are checked not to contain the owner's rows. Then every /api/admin route
 * is called by an ordinary user (403) and anonymously (401).
 */
import { DbDigest } from './lib/db-digest.js';
import { adminPgUrl, call, createPgDatabase, login, Report, startApi } from './lib/harness.js';

const report = new Report('access-matrix');

interface Cell {
  method: string;
  url: string;
  body?: unknown;
  what: string;
}

async function main() {
  const db = adminPgUrl() ? await createPgDatabase('hs_access') : null;
  const api = await startApi({ databaseUrl: db?.url });
  const digest = db ? await DbDigest.open(db.url) : null;
  const started = Date.now();
  let cells = 0;
  try {
    const buyer = await login(api.base, 'demo_buyer');
    const seller = await login(api.base, 'demo_seller');
    const other = await login(api.base, 'demo_merchant');
    const get = async <T>(url: string, token: string) => {
      const r = await call<T>(api.base, 'GET', url, { token });
      if (r.body?.code !== 200) throw new Error(`${url}: ${r.status} ${r.text.slice(0, 200)}`);
      return r.body.data;
    };
    const post = async <T>(url: string, token: string, body: unknown = {}) => {
      const r = await call<T>(api.base, 'POST', url, { token, body });
      if (r.body?.code !== 200) throw new Error(`${url}: ${r.status} ${r.text.slice(0, 200)}`);
      return r.body.data;
    };

    // ---- the owners' resources, made or found through the API as the owners would
    type Rows<T> = { rows: T[] };
    const done = (await get<Rows<{ id: number }>>('/api/saleOrder/web/buyList?state=2&pageNum=1&pageSize=5', buyer))
      .rows[0]!.id;
    const onSale = (await get<Rows<{ id: number }>>('/api/need/myConsignment?saleState=1&pageNum=1&pageSize=5', seller))
      .rows;
    const sellersGood = onSale[0]!.id;
    const confirm = await get<{ defaultProtection: string }>(`/api/order/confirm?goodsId=${onSale[1]!.id}`, buyer);
    const unpaid = (
      await post<{ orderId: number }>('/api/order/create', buyer, {
        goodsId: onSale[1]!.id,
        protection: confirm.defaultProtection,
        acceptRules: true,
      })
    ).orderId;
    const favourite = onSale[2]!.id;
    await post('/api/web/goods/collect', buyer, { accountId: favourite });
    await get(`/api/web/good/${favourite}`, buyer); // browsing history
    const message = (await get<Rows<{ id: number }>>('/api/need/message/list?pageNum=1&pageSize=5', buyer)).rows[0]?.id;
    const appraisal = (
      await get<Rows<{ id: number }>>('/api/account/backlist/allList?type=1&pageNum=1&pageSize=5', buyer)
    ).rows[0]?.id;
    const tradein = (
      await get<Rows<{ id: number }>>('/api/account/backlist/allList?type=2&pageNum=1&pageSize=5', buyer)
    ).rows[0]?.id;
    const listing = (await get<Rows<{ id: number }>>('/api/rent/my/listings?pageNum=1&pageSize=5', seller)).rows[0]?.id;
    // a pre-sale question the buyer asked about the seller's listing (issue 40)
    const consult = (await post<{ id: number }>('/api/consult/open', buyer, { goodsId: onSale[3]!.id })).id;
    await post(`/api/consult/${consult}/lines`, buyer, { text: '这个号可以换绑手机吗？' });

    const cellsOf: Cell[] = [
      { method: 'GET', url: `/api/order/${done}`, what: 'order detail' },
      { method: 'GET', url: `/api/order/${done}/status`, what: 'order status' },
      { method: 'POST', url: `/api/order/${unpaid}/cancel`, what: 'cancel someone’s order' },
      { method: 'POST', url: `/api/order/${done}/confirm`, what: 'confirm receipt' },
      { method: 'POST', url: `/api/order/${done}/credentials`, what: 'reveal credentials' },
      { method: 'GET', url: `/api/order/${done}/chat`, what: 'read order chat' },
      { method: 'GET', url: `/api/order/${done}/agreement`, what: 'read a trade agreement’s hash' },
      { method: 'GET', url: `/api/order/${done}/agreement/pdf`, what: 'download a trade agreement' },
      { method: 'GET', url: `/api/order/${done}/agreement/html`, what: 'read a trade agreement' },
      { method: 'POST', url: `/api/order/${done}/chat`, body: { text: '我是别人' }, what: 'write order chat' },
      {
        method: 'POST',
        url: `/api/order/${done}/dispute`,
        body: { reason: 'not_as_described', description: '别人的订单发起纠纷测试' },
        what: 'open a dispute',
      },
      { method: 'GET', url: `/api/order/${done}/dispute`, what: 'read a dispute' },
      { method: 'GET', url: `/api/order/${done}/rating`, what: 'read a rating' },
      {
        method: 'POST',
        url: `/api/order/${done}/rating`,
        body: { score: 1, comment: '冒充买家的差评' },
        what: 'rate someone’s order',
      },
      {
        method: 'PUT',
        url: `/api/order/${done}/rating`,
        body: { score: 1, comment: '冒充买家改评价' },
        what: 'edit someone’s rating',
      },
      {
        method: 'POST',
        url: `/api/order/${done}/rating/reply`,
        body: { reply: '冒充卖家回复' },
        what: 'reply as the seller',
      },
      {
        method: 'POST',
        url: '/api/pay/create',
        body: { orderId: unpaid, channel: 'alipay', target: 'h5' },
        what: 'pay for someone’s order',
      },
      {
        method: 'POST',
        url: '/api/claim',
        body: { orderId: done, evidence: '冒充买家申请找回理赔' },
        what: 'claim on someone’s order',
      },
      {
        method: 'GET',
        url: `/api/need/myConsignment/${sellersGood}`,
        what: 'read someone’s listing (with its edit data)',
      },
      { method: 'POST', url: '/api/goods/info/downGoods', body: { id: sellersGood }, what: 'take down someone’s good' },
      { method: 'GET', url: `/api/goods/info/upGoods/${sellersGood}`, what: 'put up someone’s good' },
      {
        method: 'POST',
        url: '/api/need/goods/editPrice',
        body: { id: sellersGood, priceFen: 100 },
        what: 'change someone’s price',
      },
    ];
    // removing a favourite works on the caller's own list: for someone else it is a no-op (200),
    // so this cell is judged by the owner's list afterwards, not by the status
    const ownScoped: Cell[] = [
      {
        method: 'POST',
        url: '/api/web/goods/collect/remove',
        body: { accountId: favourite },
        what: 'remove someone’s favourite',
      },
    ];
    if (message)
      cellsOf.push({
        method: 'GET',
        url: `/api/need/message/changeRead/${message}`,
        what: 'mark someone’s message read',
      });
    if (appraisal) {
      cellsOf.push({ method: 'GET', url: `/api/account/backlist/${appraisal}`, what: 'read someone’s appraisal' });
      cellsOf.push({
        method: 'POST',
        url: `/api/account/backlist/${appraisal}/cancel`,
        what: 'cancel someone’s appraisal',
      });
    }
    if (tradein) {
      cellsOf.push({ method: 'GET', url: `/api/account/backlist/${tradein}`, what: 'read someone’s trade-in' });
      cellsOf.push({
        method: 'POST',
        url: `/api/account/backlist/${tradein}/status`,
        body: { status: 4 },
        what: 'decide someone’s trade-in',
      });
      cellsOf.push({
        method: 'POST',
        url: `/api/account/backlist/${tradein}/handover`,
        body: {},
        what: 'hand over someone’s trade-in',
      });
    }
    // a staff handover's checklist and evidence are the buyer's (issue 40): another user gets 404
    cellsOf.push({ method: 'GET', url: `/api/handover/order/${done}`, what: 'read someone’s handover checklist' });
    cellsOf.push({
      method: 'POST',
      url: `/api/handover/order/${done}/answer`,
      body: { answers: [{ key: 'login_ok', ok: true }] },
      what: 'answer someone’s handover checklist',
    });
    cellsOf.push({ method: 'GET', url: `/api/consult/${consult}`, what: 'open someone’s consultation' });
    cellsOf.push({ method: 'GET', url: `/api/consult/${consult}/lines`, what: 'read someone’s consultation' });
    cellsOf.push({
      method: 'POST',
      url: `/api/consult/${consult}/lines`,
      body: { text: '我来冒充提问' },
      what: 'write in someone’s consultation',
    });
    if (listing) {
      cellsOf.push({ method: 'GET', url: `/api/rent/my/listing/${listing}`, what: 'read someone’s rental listing' });
      cellsOf.push({
        method: 'POST',
        url: `/api/rent/my/listing/${listing}/off`,
        what: 'take down someone’s rental listing',
      });
    }

    // view counts are written in batches once a second: let the last one land first
    await new Promise((r) => setTimeout(r, 1500));
    const base = digest ? await digest.snapshot() : null;
    for (const c of ownScoped) {
      const r = await call(api.base, c.method, c.url, { token: other, body: c.body });
      cells++;
      report.check(r.status < 500 && r.body?.code === r.status, `${c.what} as another user: HTTP ${r.status}`);
    }
    cells++;
    const stillThere = JSON.stringify(await get('/api/web/goods/collect/list?pageNum=1&pageSize=50', buyer));
    report.check(new RegExp(`"id":${favourite}[,}]`).test(stillThere), 'another user removed the owner’s favourite');
    for (const c of cellsOf) {
      for (const [who, token] of [
        ['anonymous', undefined],
        ['another user', other],
      ] as const) {
        const r = await call(api.base, c.method, c.url, {
          token,
          body: c.body ?? (c.method === 'GET' ? undefined : {}),
        });
        cells++;
        const refused =
          who === 'anonymous'
            ? r.status === 401
            : r.status === 403 || r.status === 404 || r.status === 401 || r.status === 400 || r.status === 409;
        report.check(
          refused && r.body?.code === r.status,
          `${c.what} (${c.method} ${c.url}) as ${who}: HTTP ${r.status} ${r.text.slice(0, 160)}`,
        );
        // a 400/409 is a refusal only if it does not leak the resource: no data in it
        if (refused && r.body && r.body.data !== null && r.body.data !== undefined)
          report.check(false, `${c.what} as ${who}: refusal carries data ${JSON.stringify(r.body.data).slice(0, 120)}`);
      }
    }
    if (digest && base) {
      const changed = DbDigest.diff(base, await digest.snapshot());
      report.check(changed.length === 0, `refused cross-user calls changed tables: ${changed.join(', ')}`);
    }

    // ---- lists and per-user reads: the other user sees only their own
    const mine = async (url: string, ids: number[], what: string) => {
      const data = await get<unknown>(url, other);
      const text = JSON.stringify(data);
      cells++;
      report.check(
        !ids.some((id) => new RegExp(`"id":${id}[,}]`).test(text)),
        `${what}: another user's list shows the owner's rows`,
      );
    };
    await mine('/api/saleOrder/web/buyList?pageNum=1&pageSize=50', [done, unpaid], 'orders bought');
    await mine('/api/order/sellList?pageNum=1&pageSize=50', [done, unpaid], 'orders sold');
    await mine('/api/web/goods/collect/list?pageNum=1&pageSize=50', [favourite], 'favourites');
    await mine('/api/need/myBrowse?pageNum=1&pageSize=50', [favourite], 'history');
    await mine('/api/need/myConsignment?pageNum=1&pageSize=50', [sellersGood], 'my goods');
    if (message) await mine('/api/need/message/list?pageNum=1&pageSize=50', [message], 'messages');
    if (appraisal && tradein)
      await mine(
        '/api/account/backlist/allList?pageNum=1&pageSize=50',
        [appraisal, tradein],
        'appraisals and trade-ins',
      );
    const profile = await get<{ idCard?: string; realName?: string; phone?: string }>(
      '/api/system/user/profile',
      other,
    );
    const buyerProfile = await get<{ idCard?: string; phone?: string }>('/api/system/user/profile', buyer);
    cells++;
    report.check(
      profile.phone !== buyerProfile.phone && (!buyerProfile.idCard || !buyerProfile.idCard.match(/^\d{17}[\dX]$/)),
      'profile: another user’s profile, or an unmasked ID number',
    );

    // ---- the operator console: an ordinary user gets 403, an anonymous caller 401
    const doc = JSON.parse((await call(api.base, 'GET', '/api/docs/json')).text) as {
      paths: Record<string, Record<string, unknown>>;
    };
    let adminRoutes = 0;
    const beforeAdmin = digest ? await digest.snapshot() : null;
    for (const [p, item] of Object.entries(doc.paths)) {
      if (!p.startsWith('/api/admin')) continue;
      for (const m of Object.keys(item)) {
        adminRoutes++;
        const url = p.replace(/\{\w+\}/g, String(done));
        for (const [who, token, expect] of [
          ['anonymous', undefined, 401],
          ['demo_buyer', buyer, 403],
        ] as const) {
          const r = await call(api.base, m.toUpperCase(), url, {
            token,
            body: m === 'get' || m === 'delete' ? undefined : {},
          });
          cells++;
          report.check(
            r.status === expect && r.body?.code === expect,
            `${m.toUpperCase()} ${p} as ${who}: HTTP ${r.status}, expected ${expect}`,
          );
        }
      }
    }
    if (digest && beforeAdmin) {
      const changed = DbDigest.diff(beforeAdmin, await digest.snapshot());
      report.check(changed.length === 0, `refused console calls changed tables: ${changed.join(', ')}`);
    }
    report.figure('cells checked', cells);
    report.figure('owned-resource routes', cellsOf.length);
    report.figure('console routes', adminRoutes);
    report.figure('table check', digest ? `${digest.tableNames.length} tables compared` : 'skipped: no PostgreSQL');
    report.figure('seconds', Math.round((Date.now() - started) / 1000));
  } finally {
    await digest?.close();
    await api.stop();
    await db?.drop();
  }
  report.finish();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
