import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { goods, goodsViewCount, SALE_STATE } from './table.js';

/**
 * The goods list as SQL: the filter a list request becomes (after validation in list-filter.ts),
 * its WHERE and ORDER BY, and the columns a list row and the listing index read.
 */
export type SortRank = 'timedesc' | 'timeasc' | 'priceasc' | 'pricedesc';

/** A list filter after validation against the game's template (see service.ts). */
export interface GoodsFilter {
  gameId?: number;
  /**
   * each term must occur: `term` normalised (the listing index looks for it in the search text);
   * grams for the GIN lookup, `like` for the database's re-check of terms ≥ 3 characters;
   * `alts`: other spellings of the term (synonyms, the words its pinyin spells, keyword-expand.ts),
   * any of which also satisfies it
   */
  terms?: (SearchTerm & { alts?: SearchTerm[] })[];
  priceStartFen?: number;
  priceEndFen?: number;
  districtId?: number;
  tags?: string[];
  attrs?: AttrCond[];
}

export type AttrCond =
  | { key: string; kind: 'range'; min?: number; max?: number }
  | { key: string; kind: 'eq'; value: string }
  /** a select that is one of several values (never an array value that holds one of them) */
  | { key: string; kind: 'in'; values: string[] }
  | { key: string; kind: 'any'; values: string[] };

/** Columns every list shows (GoodListItem); never credentials, never cost. */
export const listCols = {
  id: goods.id,
  title: goods.title,
  priceFen: goods.priceFen,
  gameId: goods.gameId,
  districtNames: goods.districtNames,
  cover: goods.cover,
  tags: goods.tags,
  isGuarantee: goods.isGuarantee,
  hasRegistration: goods.hasRegistration,
  viewCount: goodsViewCount,
  createdAt: goods.createdAt,
  saleState: goods.saleState,
};
export interface ListRow {
  id: number;
  title: string;
  priceFen: number;
  gameId: number;
  districtNames: string[];
  cover: string | null;
  tags: string[];
  isGuarantee: number;
  hasRegistration: boolean;
  viewCount: number;
  createdAt: Date;
  saleState: number;
}

/** What the listing index keeps of a good (listing-index.ts). */
export const indexCols = {
  id: goods.id,
  title: goods.title,
  description: goods.description,
  gameId: goods.gameId,
  priceFen: goods.priceFen,
  createdAt: goods.createdAt,
  districtIds: goods.districtIds,
  tags: goods.tags,
  attrs: goods.attrs,
  saleState: goods.saleState,
};

/** A JS array as a PostgreSQL array parameter (both drivers bind arrays; the cast fixes the type). */
export const textArr = (a: readonly string[]) => sql`${sql.param(a)}::text[]`;
/** One array parameter (a bare array in Drizzle's sql`` would expand into a list of parameters). */
export const p = (a: readonly unknown[]) => sql.param(a);

export interface SearchTerm {
  term: string;
  grams: string[];
  like?: string;
}

/** A good holds the term: all its grams (GIN), and for 3+ characters the text itself. */
function holds(t: SearchTerm): SQL {
  const g = sql`${goods.searchGrams} @> ${textArr(t.grams)}`;
  return t.like ? sql`(${g} and (${goods.title} ilike ${t.like} or ${goods.description} ilike ${t.like}))` : g;
}

export function whereOf(f: GoodsFilter): SQL {
  const c: SQL[] = [eq(goods.saleState, SALE_STATE.onSale)];
  if (f.gameId !== undefined) c.push(eq(goods.gameId, f.gameId));
  if (f.priceStartFen !== undefined) c.push(gte(goods.priceFen, f.priceStartFen));
  if (f.priceEndFen !== undefined) c.push(lte(goods.priceFen, f.priceEndFen));
  if (f.districtId !== undefined) c.push(sql`${goods.districtIds} @> array[${f.districtId}::int]`);
  if (f.tags?.length) c.push(sql`${goods.tags} && ${textArr(f.tags)}`);
  const plain = f.terms?.filter((t) => !t.alts?.length) ?? [];
  if (plain.length) {
    const grams = [...new Set(plain.flatMap((t) => t.grams))];
    c.push(sql`${goods.searchGrams} @> ${textArr(grams)}`);
    for (const t of plain) {
      if (t.like) c.push(sql`(${goods.title} ilike ${t.like} or ${goods.description} ilike ${t.like})`);
    }
  }
  for (const t of f.terms ?? []) if (t.alts?.length) c.push(sql`(${sql.join([t, ...t.alts].map(holds), sql` or `)})`);
  for (const a of f.attrs ?? []) {
    // attrs keys come from the template (f1…f20), never from the request verbatim; values are bound
    // select / multi go through the GIN index on attr_tags ('fN=value', see table.ts); the jsonb
    // re-check keeps a select filter from matching an array value that merely contains the option
    const v = sql`(${goods.attrs} -> ${a.key})`;
    if (a.kind === 'eq') {
      c.push(sql`${goods.attrTags} @> ${textArr([`${a.key}=${a.value}`])}`);
      c.push(sql`${goods.attrs} @> ${JSON.stringify({ [a.key]: a.value })}::jsonb`);
    } else if (a.kind === 'in') {
      c.push(sql`${goods.attrTags} && ${textArr(a.values.map((x) => `${a.key}=${x}`))}`);
      // ->> of an array is its JSON text, so only a plain string value can equal one of them
      c.push(sql`(${goods.attrs} ->> ${a.key}) = any(${textArr(a.values)})`);
    } else if (a.kind === 'any') c.push(sql`${goods.attrTags} && ${textArr(a.values.map((x) => `${a.key}=${x}`))}`);
    else {
      const n = sql`(case when jsonb_typeof(${v}) = 'number' then (${v})::numeric end)`;
      if (a.min !== undefined) c.push(sql`${n} >= ${a.min}`);
      if (a.max !== undefined) c.push(sql`${n} <= ${a.max}`);
    }
  }
  return and(...c)!;
}

export function orderOf(sort: SortRank): SQL[] {
  switch (sort) {
    case 'timeasc':
      return [asc(goods.createdAt), asc(goods.id)];
    case 'priceasc':
      return [asc(goods.priceFen), asc(goods.id)];
    case 'pricedesc':
      return [desc(goods.priceFen), desc(goods.id)];
    default:
      return [desc(goods.createdAt), desc(goods.id)];
  }
}
