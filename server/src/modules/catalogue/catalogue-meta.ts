import type { Clock } from '../../lib/clock.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { PinyinVocab } from './keyword-expand.js';
import type { CatalogueRepo } from './repository.js';
import { normalizeText } from './search.js';

/**
 * The catalogue's reference data (games, district trees, attribute templates) held in memory, and
 * the reads that answer from it alone (game list, templates, the district pickers).
 */
export const META_TTL_MS = 60_000;

export interface GameMeta {
  id: number;
  key: string;
  name: string;
  icon: string | null;
  sort: number;
  hot: boolean;
  popularity: number;
}
export interface AttrMeta {
  fieldKey: string;
  fieldName: string;
  fieldType: 'number' | 'select' | 'multi' | 'text';
  sort: number;
  must: boolean;
  isSearch: boolean;
  range: { min: number; max: number; unit?: string } | null;
  options: string[] | null;
}
export interface DistrictMeta {
  id: number;
  gameId: number;
  parentId: number | null;
  level: 'system' | 'operator' | 'area' | 'server';
  name: string;
  sort: number;
}
export interface Meta {
  games: GameMeta[];
  gameById: Map<number, GameMeta>;
  /**
   * A game's place in `games` by its name normalised as search terms are: a keyword naming a game
   * is read as that game (list-filter.ts), looked up on every keyword search, where normalising
   * every game's name per term was the list's largest self time after the index.
   */
  gameRankByName: Map<string, number>;
  attrsByGame: Map<number, AttrMeta[]>;
  districtById: Map<number, DistrictMeta>;
  /** children by parent id; roots of a game under key `g<gameId>` */
  children: Map<string, DistrictMeta[]>;
  /** pinyin of the catalogue's own words (keyword-expand.ts) */
  vocab: PinyinVocab;
  loadedAt: number;
}

async function loadMeta(repo: CatalogueRepo, clock: Clock): Promise<Meta> {
  const [gs, ds, as] = await Promise.all([repo.allGames(), repo.allDistricts(), repo.allAttrs()]);
  const m: Meta = {
    games: gs.map((g) => ({
      id: g.id,
      key: g.key,
      name: g.name,
      icon: g.icon,
      sort: g.sort,
      hot: g.hot,
      popularity: g.popularity,
    })),
    gameById: new Map(),
    gameRankByName: new Map(),
    attrsByGame: new Map(),
    districtById: new Map(),
    children: new Map(),
    vocab: new PinyinVocab([
      ...gs.map((g) => g.name),
      ...ds.map((d) => d.name),
      ...as.flatMap((a) => [a.fieldName, ...(a.options ?? [])]),
    ]),
    loadedAt: clock.now().getTime(),
  };
  m.games.forEach((g, rank) => {
    m.gameById.set(g.id, g);
    const name = normalizeText(g.name);
    if (!m.gameRankByName.has(name)) m.gameRankByName.set(name, rank);
  });
  for (const a of as) {
    const list = m.attrsByGame.get(a.gameId) ?? [];
    list.push({
      fieldKey: a.fieldKey,
      fieldName: a.fieldName,
      fieldType: a.fieldType as AttrMeta['fieldType'],
      sort: a.sort,
      must: a.must,
      isSearch: a.isSearch,
      range: a.range ?? null,
      options: a.options ?? null,
    });
    m.attrsByGame.set(a.gameId, list);
  }
  for (const d of ds) {
    const node: DistrictMeta = {
      id: d.id,
      gameId: d.gameId,
      parentId: d.parentId,
      level: d.level as DistrictMeta['level'],
      name: d.name,
      sort: d.sort,
    };
    m.districtById.set(d.id, node);
    const k = d.parentId === null ? `g${d.gameId}` : String(d.parentId);
    const list = m.children.get(k) ?? [];
    list.push(node);
    m.children.set(k, list);
  }
  return m;
}

export function createMetaCache(repo: CatalogueRepo, clock: Clock) {
  let meta: Meta | undefined;
  let metaLoading: Promise<Meta> | undefined;
  /**
   * Games, trees and templates change only through operators (rarely), so every instance keeps
   * them in memory and reloads them after META_TTL_MS: lookups and filter validation cost no query.
   */
  async function getMeta(): Promise<Meta> {
    if (meta && clock.now().getTime() - meta.loadedAt < META_TTL_MS) return meta;
    if (!metaLoading) {
      metaLoading = loadMeta(repo, clock).then(
        (m) => {
          meta = m;
          metaLoading = undefined;
          return m;
        },
        (e) => {
          metaLoading = undefined;
          throw e;
        },
      );
    }
    // a stale copy answers while the reload runs
    return meta ?? metaLoading;
  }
  return {
    getMeta,
    /** Drops the in-memory games/trees/templates so the next call reloads them. */
    invalidate() {
      meta = undefined;
    },
  };
}

export const nodeOut = (m: Meta, d: DistrictMeta) => ({
  id: d.id,
  name: d.name,
  level: d.level,
  hasChildren: (m.children.get(String(d.id))?.length ?? 0) > 0,
});

/** Games, templates and district pickers: answered from the reference data alone. */
export function createReferenceReads(getMeta: () => Promise<Meta>) {
  return {
    async games() {
      const m = await getMeta();
      return m.games.map((g) => ({ id: g.id, key: g.key, name: g.name, icon: g.icon, hot: g.hot, sort: g.sort }));
    },

    async template(gameId: number) {
      const m = await getMeta();
      if (!m.gameById.has(gameId)) throw new NotFound('游戏不存在');
      return [...(m.attrsByGame.get(gameId) ?? [])].sort((a, b) => a.sort - b.sort);
    },

    /**
     * Cascading picker (keylist): the game's systems; with systemKey (a system's id or name) that
     * system's children; with parentId that node's children (which must lie under gameId and, when
     * given, under the system).
     */
    async keylist(q: { gameId?: number; systemKey?: string; parentId?: number }) {
      const m = await getMeta();
      if (q.gameId !== undefined && !m.gameById.has(q.gameId)) throw new NotFound('游戏不存在');
      let system: DistrictMeta | undefined;
      if (q.systemKey !== undefined && q.systemKey !== '') {
        if (q.gameId === undefined && !/^\d+$/.test(q.systemKey))
          throw new BadRequest('参数错误：按名称选择系统时需要 gameId');
        const roots =
          q.gameId !== undefined
            ? (m.children.get(`g${q.gameId}`) ?? [])
            : [...m.districtById.values()].filter((d) => d.parentId === null);
        system = roots.find((d) => String(d.id) === q.systemKey || (q.gameId !== undefined && d.name === q.systemKey));
        if (!system) throw new NotFound('系统不存在');
      }
      if (q.parentId !== undefined) {
        const p = m.districtById.get(q.parentId);
        if (!p || (q.gameId !== undefined && p.gameId !== q.gameId)) throw new NotFound('区服不存在');
        if (system) {
          let top = p;
          while (top.parentId !== null) top = m.districtById.get(top.parentId)!;
          if (top.id !== system.id) return [];
        }
        return (m.children.get(String(p.id)) ?? []).map((d) => nodeOut(m, d));
      }
      if (system) return (m.children.get(String(system.id)) ?? []).map((d) => nodeOut(m, d));
      if (q.gameId === undefined) throw new BadRequest('参数错误：gameId 不能为空');
      return (m.children.get(`g${q.gameId}`) ?? []).map((d) => nodeOut(m, d));
    },

    /** districtSuit: children of parentId, or the game's roots when parentId is absent. */
    async districtChildren(q: { parentId?: number; gameId?: number }) {
      const m = await getMeta();
      if (q.parentId === undefined) {
        if (q.gameId === undefined) throw new BadRequest('参数错误：parentId 与 gameId 不能都为空');
        if (!m.gameById.has(q.gameId)) throw new NotFound('游戏不存在');
        return (m.children.get(`g${q.gameId}`) ?? []).map((d) => nodeOut(m, d));
      }
      if (!m.districtById.has(q.parentId)) throw new NotFound('区服不存在');
      return (m.children.get(String(q.parentId)) ?? []).map((d) => nodeOut(m, d));
    },

    /** Flat lists (operator/area/server): nodes of one level, by game and/or direct parent. */
    async nodesOfLevel(level: DistrictMeta['level'], q: { gameId?: number; parentId?: number }) {
      const m = await getMeta();
      if (q.gameId !== undefined && !m.gameById.has(q.gameId)) throw new NotFound('游戏不存在');
      const out: DistrictMeta[] = [];
      const source = q.parentId !== undefined ? (m.children.get(String(q.parentId)) ?? []) : m.districtById.values();
      for (const d of source) {
        if (d.level !== level) continue;
        if (q.gameId !== undefined && d.gameId !== q.gameId) continue;
        out.push(d);
      }
      return out.map((d) => nodeOut(m, d));
    },
  };
}
