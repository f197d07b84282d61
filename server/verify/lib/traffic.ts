/**
 * The mixed traffic of the load and scale suites: a fixed number of concurrent clients, each
 * picking a kind by weight — browse (home data), search, detail, login, and a purchase through
 * the sandbox cashier — and recording latency and outcome per kind. Refusals a real shop sees
 * under load (409 "already sold", 429 limits) are counted apart from errors (5xx, timeouts,
 * answers that are not envelopes).
 */
import { call } from './harness.js';

/** Limits raised for load runs: every client comes from 127.0.0.1, and the buyers hold many orders. */
export const LOAD_ENV = {
  RATE_PASSWORD_LOGIN_IP: '1000000',
  RATE_ORDER_CREATE_USER: '1000000',
  RATE_PAY_CREATE_USER: '1000000',
  RATE_REALNAME_USER: '1000',
  ORDER_MAX_UNPAID: '100',
};

export interface KindStats {
  n: number;
  ok: number;
  refused: number;
  errors: number;
  ms: number[];
}
export interface TrafficResult {
  seconds: number;
  requests: number;
  rps: number;
  errors: number;
  byKind: Record<string, { n: number; ok: number; refused: number; errors: number; p50: number; p99: number }>;
  p50: number;
  p99: number;
  errorSamples: string[];
}

const pct = (xs: number[], q: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))]!;
};

export async function runTraffic(opts: {
  base: string;
  seconds: number;
  concurrency: number;
  tokens: string[];
  goodIds: number[];
}): Promise<TrafficResult> {
  const stats: Record<string, KindStats> = {};
  const errorSamples: string[] = [];
  const all: number[] = [];
  const deadline = Date.now() + opts.seconds * 1000;
  const rec = (kind: string, ms: number, status: number, envelope: boolean, note: string) => {
    const s = (stats[kind] ??= { n: 0, ok: 0, refused: 0, errors: 0, ms: [] });
    s.n++;
    s.ms.push(ms);
    all.push(ms);
    if (status >= 200 && status < 300 && envelope) s.ok++;
    else if (status >= 400 && status < 500 && envelope) s.refused++;
    else {
      s.errors++;
      if (errorSamples.length < 10) errorSamples.push(`${kind}: ${status} ${note}`);
    }
  };
  const timed = async (kind: string, f: () => ReturnType<typeof call>) => {
    const t0 = performance.now();
    try {
      const r = await f();
      rec(kind, performance.now() - t0, r.status, !!r.body && typeof r.body.code === 'number', r.text.slice(0, 120));
      return r;
    } catch (e) {
      rec(kind, performance.now() - t0, 0, false, (e as Error).message);
      return null;
    }
  };
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const kinds: [number, () => Promise<void>][] = [
    [
      25,
      async () => {
        await timed('browse', () => call(opts.base, 'GET', '/api/account/zhubo/list?type=1'));
        await timed('browse', () => call(opts.base, 'GET', '/api/web/game/list'));
      },
    ],
    [
      30,
      async () => {
        await timed('search', () =>
          call(opts.base, 'POST', '/api/web/good/allList', {
            body: {
              pageNum: 1 + Math.floor(Math.random() * 5),
              pageSize: 10,
              sortRank: pick(['timedesc', 'priceasc', 'pricedesc']),
              keyWord: Math.random() < 0.3 ? pick(['皮肤', '国服', '典藏', '满级']) : undefined,
            },
          }),
        );
      },
    ],
    [
      25,
      async () => {
        await timed('detail', () => call(opts.base, 'GET', `/api/web/good/${pick(opts.goodIds)}`));
      },
    ],
    [
      10,
      async () => {
        await timed('login', () =>
          call(opts.base, 'POST', '/api/login', {
            body: { username: pick(['demo_buyer', 'demo_seller', 'demo_merchant']), password: 'Haoshi2026' },
          }),
        );
      },
    ],
    [
      10,
      async () => {
        const token = pick(opts.tokens);
        const list = await timed('order', () =>
          call<{ rows: { id: number }[] }>(opts.base, 'POST', '/api/web/good/allList', {
            body: { pageNum: 1 + Math.floor(Math.random() * 3), pageSize: 20 },
          }),
        );
        const rows = (list?.body?.data as { rows?: { id: number }[] } | undefined)?.rows ?? [];
        if (!rows.length) return;
        const goodsId = pick(rows).id;
        const conf = await timed('order', () =>
          call<{ defaultProtection: string }>(opts.base, 'GET', `/api/order/confirm?goodsId=${goodsId}`, { token }),
        );
        const protection =
          (conf?.body?.data as { defaultProtection?: string } | undefined)?.defaultProtection ?? 'none';
        const created = await timed('order', () =>
          call(opts.base, 'POST', '/api/order/create', { token, body: { goodsId, protection, acceptRules: true } }),
        );
        const orderId = (created?.body?.data as { orderId?: number } | undefined)?.orderId;
        if (!orderId) return;
        const pay = await timed('pay', () =>
          call(opts.base, 'POST', '/api/pay/create', { token, body: { orderId, channel: 'alipay', target: 'h5' } }),
        );
        const p = pay?.body?.data as { payNo?: string; redirectUrl?: string } | undefined;
        if (!p?.payNo || !p.redirectUrl) return;
        const t = new URL(p.redirectUrl, opts.base).searchParams.get('t') ?? '';
        await timed('pay', () =>
          call(opts.base, 'POST', '/api/pay/sandbox/submit', { body: { payNo: p.payNo, t, result: 'success' } }),
        );
      },
    ],
  ];
  const total = kinds.reduce((s, [w]) => s + w, 0);
  const client = async () => {
    while (Date.now() < deadline) {
      let r = Math.random() * total;
      const k = kinds.find(([w]) => (r -= w) < 0) ?? kinds[0]!;
      await k[1]();
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: opts.concurrency }, client));
  const seconds = (Date.now() - started) / 1000;
  const byKind = Object.fromEntries(
    Object.entries(stats).map(([k, s]) => [
      k,
      {
        n: s.n,
        ok: s.ok,
        refused: s.refused,
        errors: s.errors,
        p50: Math.round(pct(s.ms, 0.5)),
        p99: Math.round(pct(s.ms, 0.99)),
      },
    ]),
  );
  const errors = Object.values(stats).reduce((a, s) => a + s.errors, 0);
  return {
    seconds,
    requests: all.length,
    rps: Math.round(all.length / seconds),
    errors,
    byKind,
    p50: Math.round(pct(all, 0.5)),
    p99: Math.round(pct(all, 0.99)),
    errorSamples,
  };
}
