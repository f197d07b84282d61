/** What every screen is drawn from: the good's own values by field name, its palette and PRNG. */
import type { GoodImageInput } from '../images.js';
import { Rng } from '../prng.js';
import type { AttrField, AttrValue, GameDef } from '../types.js';
import { paletteOf, type Palette } from './kit.js';

export interface ScreenCtx {
  good: GoodImageInput;
  game: GameDef;
  p: Palette;
  /** seeded by the good's number: the same good always gets the same tiles, nickname, season */
  r: Rng;
  /** the good's values in template order, by field name */
  byName: Map<string, { f: AttrField; v: AttrValue }>;
}

export function screenCtx(good: GoodImageInput, game: GameDef): ScreenCtx {
  const byName = new Map<string, { f: AttrField; v: AttrValue }>();
  for (const f of [...game.attrs].sort((a, b) => a.sort - b.sort)) {
    const v = good.attrs[f.fieldKey];
    if (v !== undefined) byName.set(f.fieldName, { f, v });
  }
  return { good, game, p: paletteOf(game), r: new Rng(`screens:${good.goodsSn}`), byName };
}

export function num(c: ScreenCtx, name: string | undefined): number | undefined {
  const v = name ? c.byName.get(name)?.v : undefined;
  return typeof v === 'number' ? v : undefined;
}
export function str(c: ScreenCtx, name: string | undefined): string | undefined {
  const v = name ? c.byName.get(name)?.v : undefined;
  return typeof v === 'string' ? v : undefined;
}
export function list(c: ScreenCtx, name: string): string[] {
  const v = c.byName.get(name)?.v;
  return Array.isArray(v) ? v : [];
}
