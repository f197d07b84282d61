/**
 * `npm run verify:crash` (issue 10, faults): buyers order, pay through the sandbox cashier and
 * confirm, non-stop, while the server is SIGKILLed at random moments and restarted on the same
 * data. Afterwards: every acknowledged write is there with at least its acknowledged state, no
 * order is half-done (order, good and ledger agree), and the ledger balances. On PGlite (the
 * restart reuses the data directory) and on PostgreSQL when VERIFY_PG_URL/TEST_DATABASE_URL is
 * set. Full: 20 kill cycles per database; VERIFY_LEVEL=short: 3.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_CONF } from '../src/db/client.js';
import {
  addGoods,
  adminPgUrl,
  byLevel,
  call,
  createPgDatabase,
  login,
  Report,
  startApi,
  type ApiProcess,
} from './lib/harness.js';

const CYCLES = Number(process.env.CRASH_CYCLES || byLevel(3, 20));
const WRITERS = 4;
const report = new Report('crash');

type Ack = { orderId: number; goodsId: number; state: 'created' | 'paid' | 'completed' };
type Query = (sql: string) => Promise<Record<string, unknown>[]>;

const env = {
  // the writers hold many unpaid orders at once; limits are not what this suite is about
  ORDER_MAX_UNPAID: '100',
  RATE_ORDER_CREATE_USER: '1000000',
  RATE_PAY_CREATE_USER: '1000000',
  RATE_PASSWORD_LOGIN_IP: '1000000',
};

/** One writer: order → pay → confirm, recording what the server acknowledged. */
async function writer(
  base: () => string,
  token: () => string,
  acks: Map<number, Ack>,
  stop: { now: boolean },
  taken: Set<number>,
) {
  while (!stop.now) {
    try {
      const list = await call<{ rows: { id: number }[] }>(base(), 'POST', '/api/web/good/allList', {
        body: { pageNum: 1, pageSize: 40 },
      });
      const good = list.body?.data.rows.find((r) => !taken.has(r.id));
      if (!good) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      taken.add(good.id);
      const conf = await call<{ defaultProtection: string }>(base(), 'GET', `/api/order/confirm?goodsId=${good.id}`, {
        token: token(),
      });
      if (conf.body?.code !== 200) continue;
      const created = await call<{ orderId: number }>(base(), 'POST', '/api/order/create', {
        token: token(),
        body: { goodsId: good.id, protection: conf.body.data.defaultProtection, acceptRules: true },
      });
      if (created.body?.code !== 200) continue;
      const orderId = created.body.data.orderId;
      acks.set(orderId, { orderId, goodsId: good.id, state: 'created' });
      const pay = await call<{ payNo: string; redirectUrl: string }>(base(), 'POST', '/api/pay/create', {
        token: token(),
        body: { orderId, channel: 'alipay', target: 'h5' },
      });
      if (pay.body?.code !== 200) continue;
      const t = new URL(pay.body.data.redirectUrl, base()).searchParams.get('t')!;
      const sub = await call(base(), 'POST', '/api/pay/sandbox/submit', {
        body: { payNo: pay.body.data.payNo, t, result: 'success' },
      });
      if (sub.body?.code !== 200) continue;
      const st = await call<{ paid: boolean }>(base(), 'GET', `/api/order/${orderId}/status`, { token: token() });
      if (st.body?.data?.paid) acks.set(orderId, { orderId, goodsId: good.id, state: 'paid' });
      else continue;
      const done = await call(base(), 'POST', `/api/order/${orderId}/confirm`, { token: token(), body: {} });
      if (done.body?.code === 200) acks.set(orderId, { orderId, goodsId: good.id, state: 'completed' });
    } catch {
      // the server is down (killed): nothing acknowledged, try again shortly
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

async function checkInvariants(label: string, q: Query, acks: Map<number, Ack>) {
  const rows = await q(
    'select o.id, o.state, o.goods_id, o.total_fen, o.price_fen, g.sale_state from orders o join goods g on g.id = o.goods_id',
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  let missing = 0;
  let regressed = 0;
  for (const a of acks.values()) {
    const o = byId.get(a.orderId);
    if (!o) {
      missing++;
      continue;
    }
    const s = Number(o.state);
    if ((a.state === 'paid' && ![1, 2, 5, 6, 7].includes(s)) || (a.state === 'completed' && s !== 2)) regressed++;
  }
  report.check(missing === 0, `${label}: ${missing} acknowledged orders missing`);
  report.check(regressed === 0, `${label}: ${regressed} acknowledged orders went back to an earlier state`);
  // order ⇔ good: an open order holds its good in trade; a completed one has sold it
  const mismatched = rows.filter((o) => {
    const s = Number(o.state);
    const g = Number(o.sale_state);
    if ([0, 1, 5].includes(s)) return g !== 2;
    if (s === 2) return g !== 3;
    return false;
  });
  report.check(
    mismatched.length === 0,
    `${label}: order and good disagree for orders ${mismatched
      .map((o) => `${o.id}(${o.state}/${o.sale_state})`)
      .slice(0, 10)
      .join(', ')}`,
  );
  const openPerGood = await q(
    'select goods_id, count(*)::int n from orders where state in (0, 1, 5) group by goods_id having count(*) > 1',
  );
  report.check(
    openPerGood.length === 0,
    `${label}: goods with two open orders: ${JSON.stringify(openPerGood.slice(0, 5))}`,
  );
  // ledger: every paid order escrowed once with its total; every completed one settled once, settlement summing to zero
  const escrow = await q(`select o.id, o.state, o.total_fen,
      coalesce(sum(e.amount_fen) filter (where e.kind = 'escrow_in'), 0)::bigint as esc_in,
      count(*) filter (where e.kind = 'escrow_in')::int as n_in,
      count(*) filter (where e.kind = 'sale_income')::int as n_income,
      coalesce(sum(e.amount_fen) filter (where e.kind in ('escrow_out', 'sale_income', 'commission', 'protection_fee')), 0)::bigint as settle_sum
    from orders o left join wallet_entries e on e.ref_type = 'order' and e.ref_id = o.id
    group by o.id, o.state, o.total_fen`);
  const badLedger = escrow.filter((o) => {
    const s = Number(o.state);
    const paid = [1, 2, 5, 6, 7].includes(s);
    if (paid && (Number(o.n_in) !== 1 || Number(o.esc_in) !== Number(o.total_fen))) return true;
    if (!paid && Number(o.n_in) !== 0) return true;
    if (s === 2 && (Number(o.n_income) !== 1 || Number(o.settle_sum) !== 0)) return true;
    if (s !== 2 && Number(o.n_income) !== 0) return true;
    return false;
  });
  report.check(
    badLedger.length === 0,
    `${label}: ledger disagrees with orders: ${JSON.stringify(badLedger.slice(0, 5))}`,
  );
  const balances = await q(
    `select u.id, u.balance_fen, coalesce(sum(e.amount_fen), 0)::bigint as total from users u left join wallet_entries e on e.user_id = u.id group by u.id, u.balance_fen having u.balance_fen <> coalesce(sum(e.amount_fen), 0)`,
  );
  report.check(
    balances.length === 0,
    `${label}: cached balances differ from the ledger: ${JSON.stringify(balances.slice(0, 5))}`,
  );
  const counts = { created: 0, paid: 0, completed: 0 };
  for (const a of acks.values()) counts[a.state]++;
  report.figure(`${label} acknowledged`, counts);
}

async function run(label: string, databaseUrl: string | undefined) {
  let api: ApiProcess = await startApi({ databaseUrl, env });
  const dataDir = api.dataDir;
  // the demo catalogue has ≈300 goods on sale, fewer than four writers buy in 20 cycles: once they
  // were gone the last cycles killed an idle server. Enough goods for every cycle to hit writes.
  await api.stop();
  addGoods(dataDir, databaseUrl, CYCLES * 150);
  api = await startApi({ databaseUrl, dataDir, env });
  let port = api.port;
  let tok = await login(api.base, 'demo_buyer');
  const acks = new Map<number, Ack>();
  const stop = { now: false };
  const taken = new Set<number>();
  const writers = Array.from({ length: WRITERS }, () =>
    writer(
      () => `http://127.0.0.1:${port}`,
      () => tok,
      acks,
      stop,
      taken,
    ),
  );
  let survived = 0;
  let busyCycles = 0;
  try {
    for (let i = 0; i < CYCLES; i++) {
      const acked = acks.size;
      // a kill somewhere between 0.5 and 3 s into the traffic, so it lands mid-request
      await new Promise((r) => setTimeout(r, 500 + Math.random() * 2500));
      await api.kill();
      api = await startApi({ databaseUrl, dataDir, port, env, timeoutMs: 120_000 });
      port = api.port;
      tok = await login(api.base, 'demo_buyer').catch(() => tok);
      survived++;
      if (acks.size > acked) busyCycles++;
      process.stdout.write(`  ${label}: kill ${i + 1}/${CYCLES} survived, ${acks.size} orders acknowledged\n`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    stop.now = true;
    await Promise.allSettled(writers);
    await api.stop();
  }
  report.check(survived === CYCLES, `${label}: ${survived} of ${CYCLES} restarts`);
  report.figure(`${label} kill cycles survived`, survived);
  report.figure(`${label} cycles with writes acknowledged before the kill`, busyCycles);
  // a kill is only a test while writes are in flight (a cycle is 0.5–3 s of four writers)
  report.check(
    busyCycles >= Math.floor(CYCLES * 0.9),
    `${label}: only ${busyCycles} of ${CYCLES} cycles had writes in flight`,
  );
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      await checkInvariants(label, async (s) => (await pool.query(s)).rows, acks);
    } finally {
      await pool.end();
    }
  } else {
    // the server is stopped: open its data directory here, as the next start would
    const client = await PGlite.create(path.join(dataDir, 'pg'), { postgresqlconf: PGLITE_CONF });
    try {
      await checkInvariants(label, async (s) => (await client.query<Record<string, unknown>>(s)).rows, acks);
    } finally {
      await client.close();
    }
  }
}

async function main() {
  await run('PGlite', undefined);
  if (adminPgUrl()) {
    const db = await createPgDatabase('hs_crash');
    try {
      await run('PostgreSQL', db.url);
    } finally {
      await db.drop();
    }
  } else console.log('  (no PostgreSQL URL: the PostgreSQL run is skipped)');
  report.finish();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
