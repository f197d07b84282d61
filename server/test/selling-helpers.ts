import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { idCheckChar } from '../src/lib/idcard.js';
import { ensureCatalogueMeta, type SeededGame } from '../src/modules/catalogue/seed.js';
import { auth, registerUser, type TestCtx } from './helpers.js';

export interface Seller {
  token: string;
  id: number;
}

let idSeq = 100;
/** A checksum-valid adult ID number, unique within the process (one ID verifies one account). */
function nextIdCard(): string {
  idSeq++;
  const first17 = `320102199001${String(1 + (idSeq % 28)).padStart(2, '0')}${String(idSeq % 1000).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
}

export async function profileId(ctx: TestCtx, token: string): Promise<number> {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/system/user/profile', headers: auth(token) });
  return r.json().data.id;
}

/** A registered user; verified (real-name, adult) unless told otherwise. */
export async function newUser(ctx: TestCtx, opts: { verified?: boolean; roles?: string[] } = {}): Promise<Seller> {
  const { token } = await registerUser(ctx);
  const id = await profileId(ctx, token);
  if (opts.verified !== false) {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/realname/auth',
      headers: auth(token),
      payload: { realName: '王测试', idCard: nextIdCard() },
    });
    if (r.statusCode !== 200) throw new Error(`realname ${r.statusCode} ${r.body}`);
  }
  if (opts.roles)
    await ctx.db.db.execute(sql`update users set roles = ${sql.param(opts.roles)}::text[] where id = ${id}`);
  return { token, id };
}

export function multipart(buf: Buffer, filename: string, field = 'file') {
  const boundary = '----hs' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    buf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let shade = 0;
/** Uploads a small distinct PNG as `token`'s user; returns {url, thumb}. */
export async function uploadShot(ctx: TestCtx, token: string): Promise<{ url: string; thumb: string }> {
  shade = (shade + 37) % 256;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const m = multipart(png, 'shot.png');
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload: m.payload,
    headers: { ...m.headers, ...auth(token) },
  });
  if (r.statusCode !== 200) throw new Error(`upload ${r.statusCode} ${r.body}`);
  return r.json().data;
}

export interface TemplateAttr {
  fieldKey: string;
  fieldName: string;
  fieldType: 'number' | 'select' | 'multi' | 'text';
  must: boolean;
  range: { min: number; max: number } | null;
  options: string[] | null;
}

export interface Game {
  id: number;
  key: string;
  /** a server-level node and its path */
  districtId: number;
  districtIds: number[];
  /** a node above the server level (not sellable) */
  areaId: number;
  template: TemplateAttr[];
}

/** Games, trees and templates in the database; the 王者荣耀 (wzry) and 原神 (ys) ids, templates and a leaf each. */
export async function seedGames(ctx: TestCtx): Promise<{ seeded: SeededGame[]; wzry: Game; ys: Game }> {
  const seeded = await ensureCatalogueMeta(ctx.db.db, path.join(ctx.config.dataDir, 'uploads'));
  const pick = async (key: string): Promise<Game> => {
    const s = seeded.find((g) => g.def.key === key)!;
    const ids = [...s.leaves.values()][0]!;
    const t = await ctx.app.inject({ method: 'GET', url: `/api/web/gameTempAttr?gameId=${s.id}` });
    return {
      id: s.id,
      key,
      districtId: ids[ids.length - 1]!,
      districtIds: ids,
      areaId: ids[ids.length - 2]!,
      template: t.json().data,
    };
  };
  return { seeded, wzry: await pick('wzry'), ys: await pick('ys') };
}

/** A valid value for every required attribute of a template. */
export function validAttrs(t: TemplateAttr[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of t) {
    if (!a.must) continue;
    if (a.fieldType === 'number') out[a.fieldKey] = a.range ? a.range.min + 1 : 1;
    else if (a.fieldType === 'select') out[a.fieldKey] = a.options![0];
    else if (a.fieldType === 'multi') out[a.fieldKey] = [a.options![0]];
    else out[a.fieldKey] = '补充说明';
  }
  return out;
}

export const CREDENTIALS = {
  account: 'zz_login_acct_7731',
  password: 'Pw-Secret-9f3Kq!x',
  boundPhone: '绑定手机尾号 BOUNDPH0NE',
  boundEmail: 'bound_mail_zq@example.org',
  securityNotes: '密保问题答案 SECNOTE-42',
};
/** Strings that must never appear in plain text in a response or a database row. */
export const SECRETS = ['zz_login_acct_7731', 'Pw-Secret-9f3Kq!x', 'BOUNDPH0NE', 'bound_mail_zq', 'SECNOTE-42'];

/** Registration data (issue 41) every test listing carries unless a test leaves it out (`registration: undefined`). */
export const REGISTRATION = {
  firstContact: '17000000417',
  registeredOn: '2016-03-09',
  registeredPlace: '广东省深圳市',
  securityAnswers: [{ question: '您母亲的姓名是？', answer: 'REGANSWER-77' }],
  consent: true,
  consentVersion: 1,
};

export function consignment(game: Game, images: string[], patch: Record<string, unknown> = {}) {
  return {
    gameId: game.id,
    districtId: game.districtId,
    title: '国服王者 百皮肤 荣耀典藏',
    description: '账号安全，可换绑，皮肤齐全，欢迎咨询。',
    priceFen: 128800,
    isGuarantee: 1,
    bargain: true,
    attrs: validAttrs(game.template),
    images,
    credentials: CREDENTIALS,
    registration: REGISTRATION,
    ...patch,
  };
}

export async function submit(ctx: TestCtx, token: string, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/need/consignment', headers: auth(token), payload: body });
}

/** A fresh pending listing of `seller`; returns its id. */
export async function listOne(
  ctx: TestCtx,
  seller: Seller,
  game: Game,
  patch: Record<string, unknown> = {},
): Promise<number> {
  const shot = await uploadShot(ctx, seller.token);
  const r = await submit(ctx, seller.token, consignment(game, [shot.url], patch));
  if (r.statusCode !== 200) throw new Error(`consignment ${r.statusCode} ${r.body}`);
  return r.json().data.id;
}

export async function q<T>(ctx: TestCtx, query: ReturnType<typeof sql>): Promise<T[]> {
  const r = await ctx.db.db.execute(query);
  return (r as unknown as { rows: T[] }).rows;
}

export async function stateOf(
  ctx: TestCtx,
  id: number,
): Promise<{ sale_state: number; price_fen: number; title: string; updated_at: Date }> {
  const [row] = await q<{ sale_state: number; price_fen: number; title: string; updated_at: Date }>(
    ctx,
    sql`select sale_state, price_fen, title, updated_at from goods where id = ${id}`,
  );
  return row!;
}

/** Forces a good into a state (as the trade module will, for example) so transitions can be tested from it. */
export async function forceState(ctx: TestCtx, id: number, state: number) {
  await ctx.db.db.execute(sql`update goods set sale_state = ${state} where id = ${id}`);
}
