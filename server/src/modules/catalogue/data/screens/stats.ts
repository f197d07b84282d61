/** 数据总览: every number of the account as a bar against its range (for games with little else to show). */
import type { ScreenCtx } from './context.js';
import { escapeXml, panel, screen, text, valueText } from './kit.js';

export function statsScreen(c: ScreenCtx): string {
  const { p } = c;
  const rows = [...c.byName.values()].filter(({ f }) => f.fieldType !== 'text').slice(0, 8);
  let body = panel(p, 24, 84, 912, 532);
  rows.forEach(({ f, v }, i) => {
    const y = 136 + i * 60;
    const max = f.range?.max ?? 0;
    const frac = typeof v === 'number' && max > 0 ? Math.max(0.02, Math.min(1, v / max)) : 1;
    body +=
      text(56, y, f.fieldName, { size: 20, fill: p.sub }) +
      text(904, y, valueText(f, v), { size: 22, weight: 700, fill: p.text, anchor: 'end' }) +
      `<rect x="56" y="${y + 14}" width="848" height="10" rx="5" fill="#000" fill-opacity="0.2"/>` +
      `<rect x="56" y="${y + 14}" width="${Math.round(848 * frac)}" height="10" rx="5" fill="${escapeXml(p.accent)}"/>`;
  });
  return screen(c.game, p, '数据总览', body);
}
