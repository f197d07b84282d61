/** 仓库 / 背包: resources in the top bar, named items and counted stacks in slots, empty slots after. */
import type { ScreenCtx } from './context.js';
import { list, num } from './context.js';
import { countLabel, escapeXml, fit, isLight, screen, sideTabs, symbols, text, tileColors, use, type ShapeKey } from './kit.js';
import type { ScreenPlan } from './plans.js';

const X0 = 180;
const Y0 = 130;

export function warehouseScreen(c: ScreenCtx, plan: ScreenPlan): string | null {
  const w = plan.warehouse;
  if (!w) return null;
  const { p, r } = c;
  const resources = w.resources.flatMap((n) => {
    const v = num(c, n);
    return v === undefined ? [] : [{ name: n, v }];
  });
  const slots: Array<{ name: string; qty?: number; shape: ShapeKey }> = [];
  for (const n of w.items) for (const it of list(c, n)) slots.push({ name: it, shape: n.includes('载具') ? 'car' : 'chest' });
  for (const n of w.counts) {
    const v = num(c, n);
    // a stack looks like what it counts: characters as busts, beasts as beasts, guns as guns
    const shape: ShapeKey = /兽/.test(n) ? 'beast' : /角色|者|英雄|命座|星魂/.test(n) ? 'hero' : /枪/.test(n) ? 'gun' : 'card';
    if (v !== undefined) slots.push({ name: countLabel(n), qty: v, shape });
  }
  for (const res of resources) slots.push({ name: res.name, qty: res.v, shape: 'fx' });
  if (slots.length === 0) return null;
  const light = isLight(p);
  // a few things get big slots (4×2) rather than a grid of 24 mostly empty ones
  const few = slots.length <= 8;
  const COLS = few ? 4 : 6;
  const ROWS = few ? 2 : 4;
  const S = few ? 168 : 112;
  const GAP = few ? 18 : 14;
  let body = sideTabs(p, ['全部', '道具', '材料', '外观', '其他'], 0) + text(X0, 106, `${w.title}容量 ${slots.length}/${COLS * ROWS * 5}`, { size: 18, fill: p.onBg, opacity: 0.75 });
  for (let i = 0; i < COLS * ROWS; i++) {
    const x = X0 + (i % COLS) * (S + GAP);
    const y = Y0 + Math.floor(i / COLS) * (S + GAP + (few ? 30 : 0));
    const s = slots[i];
    if (!s) {
      body += `<rect x="${x}" y="${y}" width="${S}" height="${S}" rx="10" fill="#000" fill-opacity="0.22" stroke="#fff" stroke-opacity="0.08"/>`;
      continue;
    }
    const t = tileColors(r, light);
    body +=
      `<rect x="${x}" y="${y}" width="${S}" height="${S}" rx="10" fill="${t.ground}" stroke="${escapeXml(p.accent)}" stroke-width="2"/>` +
      use(s.shape, x + S * 0.22, y + S * 0.08, S * 0.56, t.figure) +
      (s.qty !== undefined
        ? `<rect x="${x + 6}" y="${y + 6}" width="${Math.min(S - 12, String(s.qty).length * (few ? 14 : 11) + 26)}" height="${few ? 30 : 24}" rx="6" fill="#000" fill-opacity="0.5"/>` +
          text(x + 14, y + (few ? 28 : 24), `×${s.qty}`, { size: few ? 20 : 16, weight: 700, fill: '#fff' })
        : '') +
      `<rect x="${x}" y="${y + S * 0.68}" width="${S}" height="${S * 0.32}" fill="#000" fill-opacity="0.4"/>` +
      text(x + S / 2, y + S * 0.68 + S * 0.2, fit(s.name, few ? 20 : 15, S - 10), { size: few ? 20 : 15, fill: '#fff', anchor: 'middle' });
  }
  return screen(c.game, p, w.title, body, {
    defs: symbols([...new Set(slots.map((s) => s.shape))]),
    resources: resources.map((x) => `${x.name} ${x.v}`),
  });
}
