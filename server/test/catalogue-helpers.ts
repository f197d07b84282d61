import path from 'node:path';
import { auth, registerUser, type TestCtx } from './helpers.js';
import { ensureCatalogueMeta, ensureSellers, seedGoods, type SeededGame } from '../src/modules/catalogue/seed.js';

export interface Catalogue {
  seeded: SeededGame[];
  seller: { token: string; id: number };
  sellerIds: number[];
  count: number;
}

export async function userId(ctx: TestCtx, token: string): Promise<number> {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/system/user/profile', headers: auth(token) });
  return r.json().data.id;
}

/**
 * A small catalogue for one test file: all games, `count` generated goods (some sold, some
 * pending) sold by a registered seller (who can log in) and the fictional shops.
 */
export async function seedCatalogue(ctx: TestCtx, count = 300): Promise<Catalogue> {
  const uploads = path.join(ctx.config.dataDir, 'uploads');
  const seeded = await ensureCatalogueMeta(ctx.db.db, uploads);
  const seller = await registerUser(ctx);
  const sid = await userId(ctx, seller.token);
  const shops = await ensureSellers(ctx.db.db, ctx.config.dataKey, ctx.clock.now());
  const sellerIds = [sid, ...shops];
  await seedGoods(ctx.db.db, seeded, {
    count,
    seed: 'test',
    now: ctx.clock.now(),
    sellerIds,
    sold: 20,
    pending: 4,
    images: 'none',
    mainShare: 0.5,
  });
  // written behind the app's back: tell the catalogue, as every module's writes do
  await ctx.app.services.catalogue.goodsChanged();
  return { seeded, seller: { token: seller.token, id: sid }, sellerIds, count };
}

export async function list(ctx: TestCtx, body: Record<string, unknown>) {
  const r = await ctx.app.inject({ method: 'POST', url: '/api/web/good/allList', payload: body });
  return { status: r.statusCode, body: r.json(), raw: r.body };
}

/** Every key anywhere in a JSON value. */
export function allKeys(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) allKeys(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      allKeys(x, out);
    }
  }
  return out;
}

export const SECRET_KEY = /pass|pwd|credential|secret|cost|idcard|realname|phone|token|searchgram/i;
