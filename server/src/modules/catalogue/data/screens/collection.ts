/**
 * Collection grid (英雄, 皮肤, 枪皮…): as many owned tiles as the account's count, the named items
 * (典藏 skins, limited characters…) first with their names, a "+N" tile when the count is more
 * than a screen holds, locked tiles after a small collection.
 */
import type { ScreenCtx } from './context.js';
import { list, num } from './context.js';
import { countLabel, escapeXml, fit, isLight, screen, sideTabs, symbols, text, tileColors, use } from './kit.js';
import type { CollectionPlan } from './plans.js';

const COLS = 7;
const ROWS = 4;
const TW = 96;
const TH = 112;
const GAP = 12;
const X0 = 174;
const Y0 = 132;

export function collectionScreen(c: ScreenCtx, plan: CollectionPlan): string | null {
  const { p, r } = c;
  const field = c.byName.get(plan.count)?.f;
  const owned = num(c, plan.count);
  if (!field || owned === undefined) return null;
  const max = field.range?.max;
  const named = (plan.named ?? []).flatMap((n) => list(c, n));
  const cap = COLS * ROWS;
  const label = countLabel(field.fieldName);
  const light = isLight(p);
  let body =
    sideTabs(p, plan.tabs, 0) +
    text(X0, 106, `已拥有${label}`, { size: 20, fill: p.onBg, opacity: 0.8 }) +
    text(X0 + 20 * (label.length + 3) + 8, 108, String(owned), { size: 28, weight: 700, fill: p.accent }) +
    (max ? text(X0 + 20 * (label.length + 3) + 8 + String(owned).length * 17 + 6, 108, `/ ${max}`, { size: 18, fill: p.onBg, opacity: 0.6 }) : '') +
    `<rect x="${X0 + 620}" y="84" width="120" height="32" rx="16" fill="#000" fill-opacity="0.25"/>` +
    text(X0 + 680, 106, '按品质 ▾', { size: 16, fill: '#fff', anchor: 'middle' });
  const more = owned > cap;
  const drawnOwned = more ? cap - 1 : owned;
  const locked = more ? 0 : Math.max(0, Math.min(cap, max ?? cap, owned + (COLS - (owned % COLS || COLS)) + COLS) - owned);
  for (let i = 0; i < drawnOwned + locked + (more ? 1 : 0); i++) {
    const x = X0 + (i % COLS) * (TW + GAP);
    const y = Y0 + Math.floor(i / COLS) * (TH + GAP);
    if (y + TH > 624) break;
    if (more && i === cap - 1) {
      body +=
        `<rect x="${x}" y="${y}" width="${TW}" height="${TH}" rx="10" fill="${light ? '#fff' : '#000'}" fill-opacity="${light ? 0.8 : 0.35}" stroke="${escapeXml(p.accent)}" stroke-dasharray="6 4"/>` +
        text(x + TW / 2, y + 62, `+${owned - (cap - 1)}`, { size: 24, weight: 700, fill: p.accent, anchor: 'middle' }) +
        text(x + TW / 2, y + 88, '下滑查看', { size: 13, fill: light ? p.text : '#fff', opacity: 0.7, anchor: 'middle' });
      continue;
    }
    if (i >= drawnOwned) {
      body +=
        `<rect x="${x}" y="${y}" width="${TW}" height="${TH}" rx="10" fill="${light ? '#fff' : '#000'}" fill-opacity="${light ? 0.45 : 0.3}"/>` +
        use(plan.shape, x + 18, y + 14, 60, '#888', 0.25) +
        `<path d="M${x + 40} ${y + 94}v-8a8 8 0 0 1 16 0v8m-20 0h24v14h-24z" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>`;
      continue;
    }
    const t = tileColors(r, light);
    const name = named[i];
    const rare = name !== undefined || r.chance(0.18);
    body +=
      `<rect x="${x}" y="${y}" width="${TW}" height="${TH}" rx="10" fill="${t.ground}"${rare ? ` stroke="${escapeXml(p.accent)}" stroke-width="3"` : ''}/>` +
      use(plan.shape, x + 14, y + (name ? 6 : 16), name ? 64 : 68, t.figure) +
      (name
        ? `<rect x="${x}" y="${y + 74}" width="${TW}" height="38" rx="0" fill="#000" fill-opacity="0.45"/>` +
          text(x + TW / 2, y + 99, fit(name, 14, TW - 8), { size: 14, fill: '#fff', anchor: 'middle' })
        : `<rect x="${x + 10}" y="${y + TH - 12}" width="${TW - 20}" height="4" rx="2" fill="${rare ? escapeXml(p.accent) : '#fff'}" fill-opacity="${rare ? 1 : 0.3}"/>`);
  }
  return screen(c.game, p, label, body, { defs: symbols([plan.shape]) });
}
