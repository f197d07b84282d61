/**
 * Shared pieces of the in-game screens: the canvas, each game's palette, the screen chrome (top
 * bar, side tabs) and the tile shapes. Screens are landscape 960×640 (3:2) because these games
 * run in landscape, and 3:2 is exactly the detail page's gallery box, so aspectFill crops nothing.
 */
import type { Rng } from '../prng.js';
import { escapeXml, fit, linear, svgOpen, text, textWidth } from '../svg.js';
import type { AttrField, AttrValue, GameDef } from '../types.js';

export const SW = 960;
export const SH = 640;

export interface Palette {
  /** background gradient, top to bottom */
  bg: [string, string];
  panel: string;
  /** tab and slot backgrounds, a step lighter than panel */
  raised: string;
  accent: string;
  text: string;
  sub: string;
  /** text drawn on accent */
  onAccent: string;
  /** text drawn straight on the background */
  onBg: string;
}

const dark = (bg: [string, string], panel: string, raised: string, accent: string, onAccent = '#1a1a1a'): Palette => ({
  bg,
  panel,
  raised,
  accent,
  text: '#f4f1ea',
  sub: '#a9adb8',
  onAccent,
  onBg: '#ffffff',
});

/** Each game's own colours (the icon's pair, worked into a UI palette); unknown games derive one. */
const PALETTES: Record<string, Palette> = {
  wzry: dark(['#0b1533', '#1b2f6b'], '#132552', '#1d3570', '#e8b949'),
  hpjy: dark(['#17140f', '#3a2c18'], '#2a2218', '#3a2f20', '#f0a531'),
  ys: dark(['#1b2438', '#34466e'], '#253150', '#303d62', '#e6c77a'),
  lolm: dark(['#06131f', '#0b2a45'], '#0e2336', '#163149', '#c8a35a'),
  xqtd: dark(['#120c28', '#2a1f58'], '#201944', '#2d2460', '#c9a0ff'),
  jcc: dark(['#1a0d33', '#3a1c6e'], '#2b1652', '#3a2270', '#f7c948'),
  dwrg: { ...dark(['#121212', '#2b2b2b'], '#1e1e1e', '#2b2727', '#b23a3a', '#f4f1ea'), text: '#eadfcb', sub: '#9d9384' },
  dzpd: {
    bg: ['#ffd9e6', '#fff1cf'],
    panel: '#ffffff',
    raised: '#fff0f5',
    accent: '#ff6f9c',
    text: '#5b3847',
    sub: '#a07d8c',
    onAccent: '#ffffff',
    onBg: '#5b3847',
  },
  hyrz: dark(['#1f130b', '#4a2a14'], '#33200f', '#46301a', '#e8671c', '#ffffff'),
  cf: dark(['#15171a', '#2c3035'], '#212428', '#2e3237', '#d4a02a'),
  mhxy: dark(['#2e0f0c', '#6a231c'], '#43150f', '#5a211a', '#f4d58d'),
};

export function paletteOf(game: GameDef): Palette {
  return PALETTES[game.key] ?? dark(['#14161c', '#262a35'], '#1f232c', '#2a2f3b', game.iconColor[1]);
}

export { escapeXml, fit, text, textWidth };

export function valueText(f: AttrField, v: AttrValue): string {
  if (Array.isArray(v)) return v.length ? v.join('、') : '无';
  if (typeof v === 'number') return `${v}${f.range?.unit ?? ''}`;
  return v;
}

/** The unit-less word for a count: 英雄数 → 英雄 */
export const countLabel = (name: string): string => name.replace(/数$/, '');

/**
 * Tile silhouettes in a 100×100 box, drawn with <use> so a grid of 30 tiles costs one path.
 * Original simple shapes: a bust, a rifle, a blade, an egg-shaped mascot, a star burst, a card…
 */
export const SHAPES = {
  hero: 'M50 18a17 17 0 1 1 0 34a17 17 0 1 1 0-34zM18 94c2-24 15-36 32-36s30 12 32 36z',
  skin: 'M50 22a16 16 0 1 1 0 32a16 16 0 1 1 0-32zM34 16l8 8 8-12 8 12 8-8-3 10H37zM16 94c3-24 16-35 34-35s31 11 34 35z',
  ninja: 'M50 20a17 17 0 1 1 0 34a17 17 0 1 1 0-34zM30 30h40v8H30zM70 31l16-5-6 10zM18 94c2-24 15-36 32-36s30 12 32 36z',
  suit: 'M38 10h24l4 10 16 8-6 26-8-3v49H32V51l-8 3-6-26 16-8z',
  gun: 'M6 44h58l6-6h24v12H80l-4 6H54l-8 18H32l6-18H6zM20 40h16v4H20z',
  sword: 'M47 6h6l5 60H42zM30 66h40v7H30zM46 73h8v17h-8zM44 90h12v5H44z',
  card: 'M26 8h48v84H26zM50 26l14 24-14 24-14-24z',
  pet: 'M50 12c20 0 32 28 32 48a32 30 0 0 1-64 0c0-20 12-48 32-48zM38 50a5 5 0 1 0 .1 0zM62 50a5 5 0 1 0 .1 0z',
  board: 'M50 10l40 40-40 40-40-40zM50 30l20 20-20 20-20-20z',
  fx: 'M50 6l10 30h32l-26 18 10 32-26-20-26 20 10-32L8 36h32z',
  beast: 'M20 80c0-24 10-44 30-48l-6-18 14 12 14-12-4 20c12 8 18 24 18 46zM40 52a4 4 0 1 0 .1 0zM64 52a4 4 0 1 0 .1 0z',
  car: 'M8 60l12-22h44l20 22h8v16H8zM28 76a9 9 0 1 0 .1 0zM74 76a9 9 0 1 0 .1 0z',
  chest: 'M14 36h72v50H14zM14 36c0-16 14-24 36-24s36 8 36 24zM44 48h12v14H44z',
} as const;
export type ShapeKey = keyof typeof SHAPES;

export function symbols(keys: readonly ShapeKey[]): string {
  return [...new Set(keys)].map((k) => `<symbol id="${k}" viewBox="0 0 100 100"><path d="${SHAPES[k]}"/></symbol>`).join('');
}

export function use(key: ShapeKey, x: number, y: number, size: number, fill: string, opacity?: number): string {
  return `<use href="#${key}" x="${x}" y="${y}" width="${size}" height="${size}" fill="${escapeXml(fill)}"${opacity !== undefined ? ` fill-opacity="${opacity}"` : ''}/>`;
}

/** a tile's own colours: dark ground and a light figure of one random hue */
export function tileColors(r: Rng, light: boolean): { ground: string; figure: string } {
  const h = r.int(0, 359);
  const s = r.int(35, 70);
  return light
    ? { ground: `hsl(${h},${s}%,88%)`, figure: `hsl(${h},${s}%,52%)` }
    : { ground: `hsl(${h},${s}%,24%)`, figure: `hsl(${h},${s}%,68%)` };
}

export const isLight = (p: Palette): boolean => p.bg[0].startsWith('#ff') || p.panel === '#ffffff';

/** The screen's canvas: background, a soft pattern and the top bar with back arrow, title and resources. */
export function screen(game: GameDef, p: Palette, title: string, body: string, opts: { defs?: string; resources?: string[] } = {}): string {
  let res = '';
  let rx = SW - 24;
  for (const r of [...(opts.resources ?? [])].reverse()) {
    const w = Math.round(textWidth(r, 18) + 44);
    rx -= w;
    res +=
      `<rect x="${rx}" y="16" width="${w}" height="32" rx="16" fill="#000" fill-opacity="0.3"/>` +
      `<circle cx="${rx + 16}" cy="32" r="8" fill="${escapeXml(p.accent)}"/>` +
      text(rx + 30, 38, r, { size: 18, fill: '#fff' });
    rx -= 12;
  }
  return (
    svgOpen(SW, SH, linear('bg', p.bg[0], p.bg[1], 0.3, 1) + (opts.defs ?? '')) +
    `<rect width="${SW}" height="${SH}" fill="url(#bg)"/>` +
    `<circle cx="${SW - 120}" cy="${SH - 40}" r="260" fill="${escapeXml(p.accent)}" fill-opacity="0.06"/>` +
    // light games (蛋仔派对) put their title bar in the accent colour; dark ones shade the top
    (isLight(p) ? `<rect width="${SW}" height="64" fill="${escapeXml(p.accent)}"/>` : `<rect width="${SW}" height="64" fill="#000" fill-opacity="0.28"/>`) +
    `<path d="M38 20l-12 12 12 12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    text(58, 41, title, { size: 24, weight: 700, fill: '#fff' }) +
    text(58 + textWidth(title, 24) + 14, 40, game.name, { size: 15, fill: '#fff', opacity: 0.55 }) +
    res +
    body +
    `</svg>`
  );
}

/** Vertical tabs down the left side, as the games' collection and warehouse screens have. */
export function sideTabs(p: Palette, tabs: string[], active: number): string {
  const light = isLight(p);
  let out = `<rect x="0" y="64" width="150" height="${SH - 64}" fill="${light ? '#fff' : '#000'}" fill-opacity="${light ? 0.55 : 0.22}"/>`;
  tabs.forEach((t, i) => {
    const y = 84 + i * 62;
    if (i === active)
      out +=
        `<rect x="12" y="${y}" width="126" height="48" rx="10" fill="${escapeXml(p.accent)}"/>` +
        text(75, y + 31, fit(t, 18, 110), { size: 18, weight: 700, fill: p.onAccent, anchor: 'middle' });
    else out += text(75, y + 31, fit(t, 18, 110), { size: 18, fill: p.onBg, opacity: 0.7, anchor: 'middle' });
  });
  return out;
}

/** A rounded panel. */
export function panel(p: Palette, x: number, y: number, w: number, h: number, opacity = 0.92): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${escapeXml(p.panel)}" fill-opacity="${opacity}"/>`;
}

/** Masked player name, as sellers blur them: 2 characters and ***. */
export function maskedNick(r: Rng): string {
  const a = ['夜', '风', '星', '云', '墨', '白', '青', '南', '北', '言', '柒', '时'];
  const b = ['行者', '之歌', '少年', '未眠', '如故', '归来', '不语', '长安', '听雨', '初心'];
  return `${r.pick(a)}${r.pick(b)}***`;
}
