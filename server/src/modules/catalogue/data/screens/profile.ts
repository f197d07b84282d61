/** 个人主页: avatar, masked nickname, level, server, the numbers and choices of the account. */
import type { ScreenCtx } from './context.js';
import { num } from './context.js';
import { countLabel, escapeXml, fit, isLight, maskedNick, panel, screen, symbols, text, textWidth, tileColors, use, valueText, type ShapeKey } from './kit.js';
import type { ScreenPlan } from './plans.js';

export function profileScreen(c: ScreenCtx, plan: ScreenPlan): string {
  const { p, r, good } = c;
  const av = tileColors(r, isLight(p));
  const nick = maskedNick(r);
  const level = num(c, plan.level);
  let body =
    panel(p, 24, 84, 320, 532) +
    `<circle cx="184" cy="180" r="64" fill="${av.ground}" stroke="${escapeXml(p.accent)}" stroke-width="5"/>` +
    use('hero', 136, 128, 96, av.figure) +
    text(184, 284, nick, { size: 28, weight: 700, fill: p.text, anchor: 'middle' });
  if (level !== undefined) {
    const label = `Lv.${level}`;
    const w = textWidth(label, 18) + 28;
    body +=
      `<rect x="${184 - w / 2}" y="300" width="${w}" height="30" rx="15" fill="${escapeXml(p.accent)}"/>` +
      text(184, 321, label, { size: 18, weight: 700, fill: p.onAccent, anchor: 'middle' });
  }
  const where = good.districtNames.slice(-2);
  body +=
    text(184, 364, fit(where.join(' · '), 18, 280), { size: 18, fill: p.sub, anchor: 'middle' }) +
    text(184, 394, `ID ${r.int(100000000, 999999999)}`, { size: 16, fill: p.sub, anchor: 'middle' });
  // the account's choices (rank, noble level, realname…) as rows under the card
  const selects = [...c.byName.values()].filter(({ f }) => f.fieldType === 'select').slice(0, 4);
  selects.forEach(({ f, v }, i) => {
    const y = 440 + i * 42;
    body +=
      `<rect x="44" y="${y}" width="280" height="34" rx="8" fill="${escapeXml(p.raised)}"/>` +
      text(58, y + 23, f.fieldName, { size: 16, fill: p.sub }) +
      text(310, y + 23, fit(valueText(f, v), 17, 150), { size: 17, weight: 700, fill: p.text, anchor: 'end' });
  });
  // numbers as the games' "data" cards
  const nums = [...c.byName.values()].filter(({ f }) => f.fieldType === 'number' && f.fieldName !== plan.level).slice(0, 6);
  body += panel(p, 364, 84, 572, 300) + text(388, 122, '账号数据', { size: 20, weight: 700, fill: p.text });
  // few numbers get wide cards rather than a half-empty panel
  const cols = Math.max(1, Math.min(3, nums.length));
  const rows = Math.ceil(nums.length / cols);
  const cw = (524 - (cols - 1) * 16) / cols;
  const ch = rows === 1 ? 200 : 100;
  nums.forEach(({ f, v }, i) => {
    const x = 388 + (i % cols) * (cw + 16);
    const y = 142 + Math.floor(i / cols) * 116;
    const big = rows === 1 ? 48 : 34;
    body +=
      `<rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="12" fill="${escapeXml(p.raised)}"/>` +
      text(x + cw / 2, y + ch / 2 + big * 0.3, String(v), { size: big, weight: 700, fill: p.accent, anchor: 'middle' }) +
      text(x + cw / 2, y + ch - 18, `${f.fieldName}${f.range?.unit ? `（${f.range.unit}）` : ''}`, { size: 15, fill: p.sub, anchor: 'middle' });
  });
  // the showcase: named items of the first multi field, then owned pieces of the first collection
  const multi = [...c.byName.values()].find(({ f, v }) => f.fieldType === 'multi' && Array.isArray(v) && v.length > 0);
  const items = multi && Array.isArray(multi.v) ? multi.v.slice(0, 5) : [];
  const col = plan.collections[0];
  const owned = col ? (num(c, col.count) ?? 0) : 0;
  const shape = col?.shape ?? 'skin';
  // named items take the shape of the grid they belong to (英雄级武器 are guns, not busts)
  const namedShape: ShapeKey = multi
    ? (plan.collections.find((x) => x.named?.includes(multi.f.fieldName))?.shape ??
      (multi.f.fieldName.includes('载具') ? 'car' : 'skin'))
    : 'skin';
  const title = multi ? `${multi.f.fieldName}展示` : col ? `${countLabel(col.count)}展示` : '常用展示';
  body += panel(p, 364, 400, 572, 216) + text(388, 438, title, { size: 20, weight: 700, fill: p.text });
  for (let i = 0; i < 5; i++) {
    const x = 388 + i * 108;
    const t = tileColors(r, isLight(p));
    const name = items[i];
    const has = name !== undefined || i < owned;
    body +=
      `<rect x="${x}" y="456" width="96" height="140" rx="10" fill="${has ? t.ground : escapeXml(p.raised)}"${name ? ` stroke="${escapeXml(p.accent)}" stroke-width="2"` : ''}/>` +
      (name !== undefined
        ? use(namedShape, x + 12, 466, 72, t.figure) + text(x + 48, 584, fit(name, 14, 88), { size: 14, fill: '#fff', anchor: 'middle' })
        : has
          ? use(shape, x + 12, 478, 72, t.figure)
          : text(x + 48, 534, '空', { size: 16, fill: p.sub, anchor: 'middle' }));
  }
  const shapes: ShapeKey[] = ['hero', namedShape, shape];
  return screen(c.game, p, '个人主页', body, { defs: symbols(shapes) });
}
