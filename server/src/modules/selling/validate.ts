import { BadRequest } from '../../lib/errors.js';
import type { AttrMeta } from '../catalogue/index.js';

export type AttrValue = number | string | string[];

import {
  DESC_MAX,
  DESC_MIN,
  IMAGES_MAX,
  IMAGES_MIN,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  TITLE_MAX,
  TITLE_MIN,
} from './rules.js';

export { DESC_MAX, DESC_MIN, IMAGES_MAX, IMAGES_MIN, PRICE_MAX_FEN, PRICE_MIN_FEN, TITLE_MAX, TITLE_MIN };
const TEXT_ATTR_MAX = 200;

/** Length in characters as a person counts them (code points, so an emoji is one). */
export const chars = (s: string) => Array.from(s).length;

export function checkPrice(priceFen: number) {
  if (!Number.isInteger(priceFen) || priceFen < PRICE_MIN_FEN || priceFen > PRICE_MAX_FEN || priceFen % 100 !== 0) {
    throw new BadRequest('价格应在¥1-¥1,000,000之间，且为整数元');
  }
}

export interface DistrictNode {
  id: number;
  gameId: number;
  level: string;
  name: string;
}

/**
 * A district path (root first, as SellingRepo.districtPath returns it) must end at a server of the
 * game: goods and appraisals name the exact server an account plays on.
 */
export function checkDistrictPath<T extends DistrictNode>(path: readonly T[], gameId: number): T[] {
  const leaf = path[path.length - 1];
  if (!leaf || leaf.gameId !== gameId) throw new BadRequest('区服不存在或不属于所选游戏');
  if (leaf.level !== 'server') throw new BadRequest('请选择到具体的服务器');
  return [...path];
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Checks a listing's attributes against the game's template and returns them normalised (empty
 * values dropped, numbers as JSON numbers so the list's range filters can compare them). The
 * messages are the sell form's own (src/stores/sell.ts checkAttr), so the seller sees the same
 * text whichever side caught the problem.
 */
export function checkAttrs(template: readonly AttrMeta[], attrs: Record<string, unknown>): Record<string, AttrValue> {
  const byKey = new Map(template.map((a) => [a.fieldKey, a]));
  for (const key of Object.keys(attrs)) {
    if (!byKey.has(key) && !isEmpty(attrs[key])) throw new BadRequest(`参数错误：该游戏没有属性 ${key}`);
  }
  const out: Record<string, AttrValue> = {};
  for (const a of [...template].sort((x, y) => x.sort - y.sort)) {
    const v = attrs[a.fieldKey];
    if (isEmpty(v)) {
      if (a.must) throw new BadRequest(`请填写${a.fieldName}`);
      continue;
    }
    switch (a.fieldType) {
      case 'number': {
        // the form's inputs hold strings; accept "12" as 12, nothing looser
        const n =
          typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : NaN;
        if (!Number.isSafeInteger(n)) throw new BadRequest(`${a.fieldName}应为整数`);
        if (a.range && (n < a.range.min || n > a.range.max))
          throw new BadRequest(`${a.fieldName}应在${a.range.min}-${a.range.max}之间`);
        out[a.fieldKey] = n;
        break;
      }
      case 'select':
        if (typeof v !== 'string' || !(a.options ?? []).includes(v)) throw new BadRequest(`请选择${a.fieldName}`);
        out[a.fieldKey] = v;
        break;
      case 'multi': {
        if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !(a.options ?? []).includes(x)))
          throw new BadRequest(`请选择${a.fieldName}`);
        const list = v as string[];
        if (new Set(list).size !== list.length) throw new BadRequest(`${a.fieldName}有重复的选项`);
        out[a.fieldKey] = list;
        break;
      }
      default: {
        if (typeof v !== 'string' && typeof v !== 'number') throw new BadRequest(`${a.fieldName}格式不正确`);
        const s = String(v).trim();
        if (chars(s) > TEXT_ATTR_MAX) throw new BadRequest(`${a.fieldName}不能超过${TEXT_ATTR_MAX}字`);
        if (s) out[a.fieldKey] = s;
        else if (a.must) throw new BadRequest(`请填写${a.fieldName}`);
      }
    }
  }
  return out;
}

// the login's sealed document lives in lib/: the handover module seals the login staff rebound with it too
export { checkCredentials, openCredentials, sealCredentials } from '../../lib/credentials.js';
export type { CredentialsInput } from '../../lib/credentials.js';

/** True when any key at any depth is named like a secret (drafts never hold credentials nor registration data). */
export function hasSecretKey(v: unknown, depth = 0): boolean {
  if (depth > 20 || v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some((x) => hasSecretKey(x, depth + 1));
  for (const [k, x] of Object.entries(v)) {
    // the registration data is as personal as the login: never kept in a draft either
    if (/^(credentials?|password|passwd|pwd|registration|firstContact|securityAnswers)$/i.test(k)) return true;
    if (hasSecretKey(x, depth + 1)) return true;
  }
  return false;
}
