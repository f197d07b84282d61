/**
 * The catalogue's seeded artwork on disk: SVG files under DATA_DIR/uploads/catalogue named by
 * their content hash, and each game's committed icon (seed.ts, seed-goods.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameIconSvg, type GameDef } from './data/index.js';

export const URL_ROOT = '/uploads/catalogue';

/**
 * Each seeded game's icon: original artwork committed as server/assets/game-icons/<key>.svg (a
 * crown, a parachute, a sword … in the game's colours; no names, logos or trademarks). The path is
 * the same from src/ (tsx) and from dist/ (the build): both sit three levels under server/.
 */
export const GAME_ICON_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'assets',
  'game-icons',
);

/** A game's committed icon; a game added without one gets the generated initials icon until it has one. */
export function gameIcon(game: GameDef): string {
  const file = path.join(GAME_ICON_DIR, `${game.key}.svg`);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : gameIconSvg(game);
}

export function shortHash(s: string) {
  return createHash('sha256').update(s).digest('hex').slice(0, 10);
}

/** Writes an SVG under uploads/catalogue/<dir>/ named by its content hash (so URLs can be cached forever). */
export function writeSvg(uploadsDir: string, dir: string, stem: string, svg: string): string {
  const name = `${stem}-${shortHash(svg)}.svg`;
  const abs = path.join(uploadsDir, 'catalogue', dir);
  mkdirSync(abs, { recursive: true, mode: 0o700 });
  const file = path.join(abs, name);
  if (!existsSync(file)) writeFileSync(file, svg, { mode: 0o600 });
  return `${URL_ROOT}/${dir}/${name}`;
}
