/** 段位: the account's rank as a winged badge coloured by tier, beside the game's whole ladder. */
import type { ScreenCtx } from './context.js';
import { str } from './context.js';
import { escapeXml, fit, panel, screen, text, textWidth, valueText } from './kit.js';
import type { ScreenPlan } from './plans.js';

/** bronze → silver → gold → platinum → diamond → star → top, by position on the ladder */
const TIERS = ['#b0733c', '#aeb8c4', '#e8b949', '#4fc7b8', '#6aa8ff', '#b36bff', '#ff5f5f'];

export function rankScreen(c: ScreenCtx, plan: ScreenPlan): string | null {
  const { p, r } = c;
  const field = plan.rank ? c.byName.get(plan.rank)?.f : undefined;
  const rank = str(c, plan.rank);
  if (!field || !rank) return null;
  const ladder = field.options ?? [rank];
  const idx = Math.max(0, ladder.indexOf(rank));
  const frac = ladder.length > 1 ? idx / (ladder.length - 1) : 1;
  const tier = TIERS[Math.min(TIERS.length - 1, Math.floor(frac * TIERS.length))]!;
  const stars = 1 + (idx % 5);
  const cx = 300;
  const cy = 270;
  let body =
    // wings, shield, emblem: original shapes, coloured by tier
    `<path d="M${cx - 70} ${cy - 40}c-60-10-110 10-140 50 40-8 70-4 96 8-30 6-52 20-66 40 36-10 70-8 100 4z" fill="${tier}" fill-opacity="0.75"/>` +
    `<path d="M${cx + 70} ${cy - 40}c60-10 110 10 140 50-40-8-70-4-96 8 30 6 52 20 66 40-36-10-70-8-100 4z" fill="${tier}" fill-opacity="0.75"/>` +
    `<path d="M${cx} ${cy - 120}l96 40v70c0 64-42 104-96 128-54-24-96-64-96-128v-70z" fill="${tier}" stroke="#fff" stroke-opacity="0.8" stroke-width="5"/>` +
    `<path d="M${cx} ${cy - 90}l70 30v52c0 48-30 78-70 96-40-18-70-48-70-96v-52z" fill="#000" fill-opacity="0.25"/>` +
    `<path d="M${cx} ${cy - 52}l14 30 32 4-24 22 7 32-29-16-29 16 7-32-24-22 32-4z" fill="#fff" fill-opacity="0.92"/>`;
  for (let i = 0; i < stars; i++) {
    const sx = cx - (stars - 1) * 22 + i * 44;
    body += `<path d="M${sx} ${cy - 160}l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#ffd95a"/>`;
  }
  const season = `S${r.int(28, 38)}赛季`;
  body +=
    text(cx, cy + 170, fit(rank, 40, 420), { size: 40, weight: 700, fill: p.onBg, anchor: 'middle' }) +
    text(cx, cy + 206, `${season} · 本赛季最高${field.fieldName.replace('最高', '')}`, { size: 18, fill: p.onBg, opacity: 0.7, anchor: 'middle' });
  // extras (巅峰积分, 贵族等级, VIP…) as chips under the name
  const extras = (plan.rankExtras ?? []).map((n) => c.byName.get(n)).filter((x) => x !== undefined);
  let x = cx - extras.reduce((w, e) => w + textWidth(`${e.f.fieldName} ${valueText(e.f, e.v)}`, 18) + 40, -12) / 2;
  for (const e of extras) {
    const label = `${e.f.fieldName} ${valueText(e.f, e.v)}`;
    const w = textWidth(label, 18) + 28;
    body +=
      `<rect x="${x}" y="${cy + 230}" width="${w}" height="36" rx="18" fill="#000" fill-opacity="0.3" stroke="${escapeXml(p.accent)}"/>` +
      text(x + 14, cy + 254, label, { size: 18, fill: '#fff' });
    x += w + 12;
  }
  // the ladder, highest first, this account's rank highlighted
  const rowH = Math.min(44, Math.floor(464 / ladder.length));
  body += panel(p, 620, 84, 316, 532) + text(644, 118, `${field.fieldName}一览`, { size: 20, weight: 700, fill: p.text });
  [...ladder].reverse().forEach((name, i) => {
    const y = 136 + i * rowH;
    const here = name === rank;
    const ti = ladder.length - 1 - i;
    const col = TIERS[Math.min(TIERS.length - 1, Math.floor((ladder.length > 1 ? ti / (ladder.length - 1) : 1) * TIERS.length))]!;
    body +=
      (here ? `<rect x="636" y="${y}" width="284" height="${rowH - 4}" rx="8" fill="${escapeXml(p.accent)}"/>` : '') +
      `<path d="M${660} ${y + 6}l10 4v8c0 7-4 11-10 14-6-3-10-7-10-14v-8z" fill="${col}"/>` +
      text(682, y + rowH / 2 + 4, fit(name, 17, 180), { size: 17, weight: here ? 700 : 400, fill: here ? p.onAccent : p.text, opacity: ti > idx ? 0.5 : 1 }) +
      (here ? text(908, y + rowH / 2 + 4, '当前', { size: 15, weight: 700, fill: p.onAccent, anchor: 'end' }) : '');
  });
  return screen(c.game, p, field.fieldName, body);
}
