import { BadRequest } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like.js';
import { toPage } from '../../lib/pagination.js';
import type { Meta } from './catalogue-meta.js';
import { expandTerm } from './keyword-expand.js';
import type { AttrCond, GoodsFilter, SortRank } from './repository.js';
import { keywordTerms, termGrams } from './search.js';

/** The list request's filters checked against the game's template, and the cache keys they make. */
const ATTR_KEYS = Array.from({ length: 20 }, (_, i) => `f${i + 1}`);
const NUMBER_RANGE = /^\s*(\d{1,9}(?:\.\d{1,2})?)?\s*-\s*(\d{1,9}(?:\.\d{1,2})?)?\s*$/;

export type ListBody = {
  gameId?: number;
  keyWord?: string;
  priceStartFen?: number;
  priceEndFen?: number;
  sortRank?: SortRank;
  districtId?: number;
  goodsTypes?: string[];
  pageNum?: number;
  pageSize?: number;
} & { [k: string]: unknown };

// ------------------------------------------------------------ list filters
export function requireGame(m: Meta, gameId: number) {
  const g = m.gameById.get(gameId);
  if (!g) throw new BadRequest('参数错误：游戏不存在');
  return g;
}

/** Checks the body against the game's template and builds the repository filter and the cache keys. */
export function normalize(m: Meta, b: ListBody) {
  const f: GoodsFilter = {};
  const keyParts: Record<string, unknown> = {};
  if (b.gameId !== undefined) {
    requireGame(m, b.gameId);
    f.gameId = keyParts.g = b.gameId;
  }
  if (b.priceStartFen !== undefined) f.priceStartFen = keyParts.lo = b.priceStartFen;
  if (b.priceEndFen !== undefined) f.priceEndFen = keyParts.hi = b.priceEndFen;
  if (f.priceStartFen !== undefined && f.priceEndFen !== undefined && f.priceStartFen > f.priceEndFen)
    throw new BadRequest('参数错误：最低价不能高于最高价');
  if (b.districtId !== undefined) {
    const d = m.districtById.get(b.districtId);
    if (!d) throw new BadRequest('参数错误：区服不存在');
    if (f.gameId !== undefined && d.gameId !== f.gameId) throw new BadRequest('参数错误：区服不属于所选游戏');
    f.districtId = keyParts.d = b.districtId;
  }
  if (b.goodsTypes?.length) f.tags = keyParts.t = [...new Set(b.goodsTypes)].sort();
  const kw = b.keyWord?.trim();
  let terms: string[] = [];
  // a term's other spellings (synonyms, pinyin), worked out once: both steps below need them
  const alts = new Map<string, string[]>();
  const altsOf = (t: string) => {
    let a = alts.get(t);
    if (!a) alts.set(t, (a = expandTerm(t, m.vocab)));
    return a;
  };
  /** set when a term was read as the game it names */
  let read: { gameId: number; keyWord: string } | undefined;
  if (kw) {
    terms = keywordTerms(kw).sort();
    if (terms.length > 5) throw new BadRequest('参数错误：关键词最多 5 个');
    // a term naming a game (王者荣耀, or its pinyin wzry) means the game: a shopper typing it wants
    // that game's accounts, and titles seldom repeat the game's name (the list shows it beside
    // them), so as a text search it found next to nothing. Not when a game or district is chosen
    // already and the term names another one: then it stays a term.
    const chosen = f.gameId ?? (f.districtId !== undefined ? m.districtById.get(f.districtId)?.gameId : undefined);
    const named = terms.map((t) => ({ t, game: gameNamed(m, [t, ...altsOf(t)]) }));
    const game = named.find((x) => x.game !== undefined && (chosen === undefined || x.game === chosen))?.game;
    if (game !== undefined) {
      f.gameId = keyParts.g = game;
      terms = named.filter((x) => x.game !== game).map((x) => x.t);
      // the answer says so (and is cached apart from the same game chosen by tab), so the list can
      // show the game as chosen and offer its districts and filters
      read = keyParts.r = { gameId: game, keyWord: terms.join(' ') };
    }
  }
  if (terms.length) {
    // 1- and 2-character terms are matched exactly by their grams; longer ones are re-checked with LIKE
    const searchTerm = (t: string) => ({
      term: t,
      grams: termGrams(t),
      like: Array.from(t).length > 2 ? containsPattern(t) : undefined,
    });
    f.terms = terms.map((t) => {
      // synonyms and pinyin: any of the spellings satisfies the term
      const spellings = altsOf(t);
      return spellings.length ? { ...searchTerm(t), alts: spellings.map(searchTerm) } : searchTerm(t);
    });
    keyParts.k = terms;
  }
  const attrs: AttrCond[] = [];
  for (const key of Object.keys(b)) {
    if (!/^f\d+$/.test(key)) continue;
    const raw = b[key];
    if (raw === undefined || raw === null) continue;
    if (f.gameId === undefined) throw new BadRequest('参数错误：按属性筛选前请先选择游戏');
    const field = m.attrsByGame.get(f.gameId)?.find((a) => a.fieldKey === key);
    if (!field || !ATTR_KEYS.includes(key)) throw new BadRequest(`参数错误：该游戏没有筛选项 ${key}`);
    if (!field.isSearch || field.fieldType === 'text') throw new BadRequest(`参数错误：${field.fieldName}不支持筛选`);
    if (field.fieldType === 'number') {
      const mm = typeof raw === 'string' ? NUMBER_RANGE.exec(raw) : null;
      if (!mm) throw new BadRequest(`参数错误：${field.fieldName}应为“最小值-最大值”格式`);
      const min = mm[1] === undefined ? undefined : Number(mm[1]);
      const max = mm[2] === undefined ? undefined : Number(mm[2]);
      if (min !== undefined && max !== undefined && min > max)
        throw new BadRequest(`参数错误：${field.fieldName}最小值不能大于最大值`);
      if (min !== undefined || max !== undefined) attrs.push({ key, kind: 'range', min, max });
    } else {
      // a select filters by one value or by any of several (段位: 星耀 or 王者); a multi by any of several
      const vals = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : null;
      if (!vals || !vals.every((v) => typeof v === 'string'))
        throw new BadRequest(`参数错误：${field.fieldName}格式不正确`);
      for (const v of vals)
        if (!(field.options ?? []).includes(v)) throw new BadRequest(`参数错误：${field.fieldName}没有“${v}”这个选项`);
      const values = [...new Set(vals as string[])].sort();
      if (field.fieldType === 'multi') {
        if (values.length) attrs.push({ key, kind: 'any', values });
      } else if (values.length === 1) attrs.push({ key, kind: 'eq', value: values[0]! });
      else if (values.length > 1) attrs.push({ key, kind: 'in', values });
    }
  }
  if (attrs.length) {
    attrs.sort((a, c) => (a.key < c.key ? -1 : 1));
    f.attrs = keyParts.a = attrs;
  }
  const sort: SortRank = b.sortRank ?? 'timedesc';
  const page = toPage(b);
  const filterKey = JSON.stringify(keyParts);
  return { f, sort, page, read, filterKey, pageKey: `${filterKey}|${sort}|${page.limit}|${page.offset}` };
}

export type NormalizedList = ReturnType<typeof normalize>;

/** The game whose whole name is one of the spellings (normalised as terms are), the first in the games' order if several. */
function gameNamed(m: Meta, spellings: string[]): number | undefined {
  let first: number | undefined;
  for (const s of spellings) {
    const rank = m.gameRankByName.get(s);
    if (rank !== undefined && (first === undefined || rank < first)) first = rank;
  }
  return first === undefined ? undefined : m.games[first]!.id;
}
