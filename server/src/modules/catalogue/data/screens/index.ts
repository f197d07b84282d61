/**
 * A listing's screenshots drawn like the game's own screens, from the listing's own attribute
 * values: 个人主页, the rank badge, one to three collection grids and the warehouse, in the
 * game's palette; 3–5 per listing, the same for the same good (PRNG seeded by its number).
 * Original simple shapes only: no game art, names or marks beyond the values sellers enter.
 */
import type { GoodImageInput } from '../images.js';
import type { GameDef } from '../types.js';
import { collectionScreen } from './collection.js';
import { screenCtx } from './context.js';
import { profileScreen } from './profile.js';
import { rankScreen } from './rank.js';
import { statsScreen } from './stats.js';
import { planOf } from './plans.js';
import { warehouseScreen } from './warehouse.js';

export const MIN_SCREENS = 3;
export const MAX_SCREENS = 5;

export function goodScreenSvgs(good: GoodImageInput, game: GameDef): string[] {
  const c = screenCtx(good, game);
  const plan = planOf(game);
  const out: string[] = [profileScreen(c, plan)];
  const rank = rankScreen(c, plan);
  if (rank) out.push(rank);
  const warehouse = warehouseScreen(c, plan);
  // collections fill what the warehouse leaves of the five
  for (const col of plan.collections) {
    if (out.length >= MAX_SCREENS - (warehouse ? 1 : 0)) break;
    const s = collectionScreen(c, col);
    if (s) out.push(s);
  }
  if (warehouse && out.length < MAX_SCREENS) out.push(warehouse);
  if (out.length < MIN_SCREENS) out.push(statsScreen(c));
  return out.slice(0, MAX_SCREENS);
}
