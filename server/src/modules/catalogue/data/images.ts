/**
 * SVG artwork generated at seed time. Text is drawn with the viewer's own fonts
 * (no web fonts, nothing downloaded); every text node is XML-escaped.
 */
import type { GeneratedGood } from './goods.js';
import { goodScreenSvgs } from './screens/index.js';
import { escapeXml, fit, linear, svgOpen, text, textWidth } from './svg.js';
import type { AttrField, AttrValue, GameDef } from './types.js';

export { escapeXml, SVG_FONT_FAMILY } from './svg.js';


/** The parts of a good the images use (a generated good or a database row mapped to it). */
export type GoodImageInput = Pick<GeneratedGood, 'attrs' | 'price' | 'title' | 'districtNames' | 'tags' | 'goodsSn'>;

export interface BannerDef {
  key: string;
  title: string;
  subtitle: string;
  colors: [string, string];
  /** client route the banner opens */
  link: string;
}

/** The three home-carousel banners. */
export const HOME_BANNERS: readonly BannerDef[] = [
  { key: 'escrow', title: '担保交易 资金安全', subtitle: '买家确认收货后才打款给卖家，全程平台担保', colors: ['#ff6a3d', '#ffb03a'], link: '/index/other/jieshao' },
  { key: 'claims', title: '找回包赔', subtitle: '购买包赔服务，账号被找回按约定全额赔付', colors: ['#2f6bff', '#36c2ff'], link: '/index/other/zhaohui' },
  { key: 'recycle', title: '竞价回收 高价秒收', subtitle: '多家商户同时报价，价高者得，当天到账', colors: ['#7b3cff', '#e05cff'], link: '/index/jingjiahuishou' },
];

// ------------------------------------------------------------------ helpers

function valueText(f: AttrField, v: AttrValue): string {
  if (Array.isArray(v)) return v.length ? `${v.length}个` : '无';
  if (typeof v === 'number') return `${v}${f.range?.unit ?? ''}`;
  return v;
}

function fields(good: GoodImageInput, game: GameDef): Array<{ f: AttrField; v: AttrValue }> {
  const out: Array<{ f: AttrField; v: AttrValue }> = [];
  for (const f of [...game.attrs].sort((a, b) => a.sort - b.sort)) {
    const v = good.attrs[f.fieldKey];
    if (v !== undefined) out.push({ f, v });
  }
  return out;
}

/** small deterministic hash for decorative variation */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

// ------------------------------------------------------------------ icon
/** 256×256 rounded-square icon with the game's gradient and one or two characters. */
export function gameIconSvg(game: GameDef): string {
  const [a, b] = game.iconColor;
  const label = game.iconText || game.name.slice(0, 2);
  const size = textWidth(label, 1) <= 1.3 ? 120 : label.length <= 2 ? 84 : 60;
  return (
    svgOpen(256, 256, linear('bg', a, b) + linear('gl', '#ffffff', '#ffffff', 0, 1)) +
    `<rect width="256" height="256" rx="56" fill="url(#bg)"/>` +
    `<circle cx="210" cy="40" r="90" fill="#fff" fill-opacity="0.10"/>` +
    `<rect x="16" y="16" width="224" height="224" rx="44" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="4"/>` +
    text(128, 128 + size * 0.36, label, { size, weight: 700, anchor: 'middle' }) +
    `</svg>`
  );
}

/** A standalone icon SVG drawn inside another at (x, y), `size` px square (its own viewBox kept). */
function nestedIcon(icon: string, x: number, y: number, size: number): string {
  const viewBox = /viewBox="([^"]+)"/.exec(icon)?.[1] ?? '0 0 64 64';
  const inner = icon.replace(/^\s*<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${escapeXml(viewBox)}">${inner}</svg>`;
}

// ------------------------------------------------------------------ cover
/** The figures a picture shows: counts, rank and levels (not free text, not the real-name state, not lists). */
function statFields(good: GoodImageInput, game: GameDef) {
  return fields(good, game).filter(
    ({ f, v }) => f.fieldType !== 'text' && f.fieldName !== '实名情况' && !Array.isArray(v),
  );
}

/** The account's showcase: the first list of named items it has (典藏皮肤, 限定角色, 载具皮肤 …). */
function showcase(good: GoodImageInput, game: GameDef): { f: AttrField; items: string[] } | null {
  for (const { f, v } of fields(good, game)) if (Array.isArray(v) && v.length) return { f, items: v };
  return null;
}

/** 孙悟空-零号·赤焰 → 零号·赤焰: the item, as players name a skin */
const itemName = (s: string) => s.replace(/^[^-]+-/, '');

/**
 * 750×500 listing cover, drawn from the listing's own values: game and server, its rank and counts
 * as tiles, and its showcase items by name with how many there are. No title (the card beside it
 * has the title) and no price (the card has it too: a second price badge on the picture was one too
 * many, issue 37). `icon` is the game's own artwork (the seed's committed file), drawn in the
 * corner; without it, the game's initials.
 */
export function goodCoverSvg(good: GoodImageInput, game: GameDef, icon?: string): string {
  const [a, b] = game.iconColor;
  const h = hash(good.goodsSn);
  const stats = statFields(good, game).slice(0, 4);
  let body = '';
  stats.forEach(({ f, v }, i) => {
    const x = 40 + (i % 2) * 340;
    const y = 128 + Math.floor(i / 2) * 118;
    body +=
      `<rect x="${x}" y="${y}" width="320" height="104" rx="18" fill="#000" fill-opacity="0.22"/>` +
      text(x + 24, y + 54, fit(valueText(f, v), 44, 280), { size: 44, weight: 700 }) +
      text(x + 24, y + 88, f.fieldName, { size: 22, opacity: 0.8 });
  });
  const show = showcase(good, game);
  let shelf = '';
  if (show) {
    shelf += text(40, 396, fit(`${show.f.fieldName} ${show.items.length}个`, 24, 670), { size: 24, weight: 700, opacity: 0.95 });
    let x = 40;
    for (const item of show.items.map(itemName)) {
      const label = fit(item, 22, 300);
      const w = textWidth(label, 22) + 32;
      if (x + w > 710) break;
      shelf +=
        `<rect x="${x}" y="414" width="${w}" height="48" rx="24" fill="#fff" fill-opacity="0.2"/>` +
        text(x + 16, 446, label, { size: 22 });
      x += w + 12;
    }
  }
  const server = good.districtNames.slice(-2).join(' · ');
  return (
    svgOpen(750, 500, linear('bg', a, b)) +
    `<rect width="750" height="500" fill="url(#bg)"/>` +
    `<circle cx="${600 + (h % 80)}" cy="${60 + (h % 50)}" r="180" fill="#fff" fill-opacity="0.08"/>` +
    `<circle cx="${80 + (h % 120)}" cy="520" r="140" fill="#fff" fill-opacity="0.06"/>` +
    (icon
      ? nestedIcon(icon, 40, 36, 64)
      : `<rect x="40" y="36" width="64" height="64" rx="16" fill="#fff" fill-opacity="0.22"/>` +
        text(72, 80, game.iconText.slice(0, 2), { size: textWidth(game.iconText.slice(0, 2), 1) > 1.3 ? 26 : 34, weight: 700, anchor: 'middle' })) +
    text(122, 66, game.name, { size: 32, weight: 700 }) +
    text(122, 98, fit(server, 22, 560), { size: 22, opacity: 0.85 }) +
    body +
    shelf +
    `</svg>`
  );
}

// ------------------------------------------------------------------ list thumbnail
/**
 * 360×360 thumbnail for list cards. Lists show covers in a square box with aspectFill; the
 * 750×500 cover cropped to a square lost the start of every stat ("55级" showed as "级"), so a
 * good's `cover` (its list image, like an upload's thumb) is this square layout: game, the two
 * leading figures stacked, the showcase's count and first items. No price: the card shows it.
 */
export function goodThumbSvg(good: GoodImageInput, game: GameDef): string {
  const [a, b] = game.iconColor;
  const h = hash(good.goodsSn);
  const stats = statFields(good, game).slice(0, 2);
  let body = '';
  stats.forEach(({ f, v }, i) => {
    const y = 104 + i * 96;
    body +=
      `<rect x="24" y="${y}" width="312" height="84" rx="16" fill="#000" fill-opacity="0.22"/>` +
      text(44, y + 46, fit(valueText(f, v), 38, 272), { size: 38, weight: 700 }) +
      text(44, y + 74, fit(f.fieldName, 20, 272), { size: 20, opacity: 0.8 });
  });
  const show = showcase(good, game);
  const shelf = show
    ? text(24, 314, fit(`${show.f.fieldName} ${show.items.length}个`, 22, 312), { size: 22, weight: 700 }) +
      text(24, 344, fit(show.items.map(itemName).join('、'), 20, 312), { size: 20, opacity: 0.9 })
    : '';
  return (
    svgOpen(360, 360, linear('bg', a, b)) +
    `<rect width="360" height="360" fill="url(#bg)"/>` +
    `<circle cx="${280 + (h % 60)}" cy="${30 + (h % 40)}" r="110" fill="#fff" fill-opacity="0.08"/>` +
    text(24, 58, fit(game.name, 30, 312), { size: 30, weight: 700 }) +
    text(24, 88, fit(good.districtNames.slice(-1).join(''), 20, 312), { size: 20, opacity: 0.85 }) +
    body +
    shelf +
    `</svg>`
  );
}

// ------------------------------------------------------------------ gallery
/**
 * 3–5 portrait screenshots drawn like the game's own screens (profile, rank, collections,
 * warehouse) from the good's attribute values: see data/screens.
 */
export function goodGallerySvgs(good: GoodImageInput, game: GameDef): string[] {
  return goodScreenSvgs(good, game);
}

// ------------------------------------------------------------------ banner
/** 750×300 home banner. */
export function bannerSvg(title: string, subtitle: string, colors: readonly [string, string]): string {
  return (
    svgOpen(750, 300, linear('bg', colors[0], colors[1], 1, 0.4)) +
    `<rect width="750" height="300" rx="24" fill="url(#bg)"/>` +
    `<circle cx="650" cy="60" r="160" fill="#fff" fill-opacity="0.12"/>` +
    `<circle cx="560" cy="300" r="110" fill="#fff" fill-opacity="0.08"/>` +
    `<path d="M630 90 l60 24 v46 c0 38 -26 66 -60 80 c-34 -14 -60 -42 -60 -80 v-46 z" fill="#fff" fill-opacity="0.9"/>` +
    `<path d="M604 160 l18 18 l34 -38" fill="none" stroke="${escapeXml(colors[0])}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    text(48, 140, fit(title, 52, 500), { size: 52, weight: 700 }) +
    text(48, 196, fit(subtitle, 24, 500), { size: 24, opacity: 0.92 }) +
    `<rect x="48" y="226" width="132" height="44" rx="22" fill="#fff"/>` +
    text(114, 256, '立即查看', { size: 22, weight: 700, fill: colors[0], anchor: 'middle' }) +
    `</svg>`
  );
}
