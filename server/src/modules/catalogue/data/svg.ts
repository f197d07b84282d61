/**
 * SVG primitives shared by the seed's artwork (covers, thumbnails, banners) and the in-game
 * screens of data/screens. Text is drawn with the viewer's own fonts (no web fonts, nothing
 * downloaded); every text node and attribute value from data goes through escapeXml.
 */
export const SVG_FONT_FAMILY = "'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif";

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : '&apos;'));
}

/** rough rendered width: CJK ≈ 1 em, ASCII ≈ 0.6 em */
export function textWidth(s: string, size: number): number {
  let w = 0;
  for (const ch of s) w += ch.charCodeAt(0) > 0x2e80 ? size : size * 0.6;
  return w;
}

/** cuts a string so that it fits `maxWidth`, adding an ellipsis */
export function fit(s: string, size: number, maxWidth: number): string {
  if (textWidth(s, size) <= maxWidth) return s;
  let out = '';
  for (const ch of s) {
    if (textWidth(out + ch + '…', size) > maxWidth) break;
    out += ch;
  }
  return out + '…';
}

export interface TextOpts {
  size: number;
  fill?: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}
export function text(x: number, y: number, s: string, o: TextOpts): string {
  const attrs = [`x="${x}"`, `y="${y}"`, `font-size="${o.size}"`, `fill="${escapeXml(o.fill ?? '#fff')}"`];
  if (o.weight !== undefined) attrs.push(`font-weight="${o.weight}"`);
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`);
  if (o.opacity !== undefined) attrs.push(`fill-opacity="${o.opacity}"`);
  return `<text ${attrs.join(' ')}>${escapeXml(s)}</text>`;
}

export function svgOpen(w: number, h: number, defs: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${escapeXml(SVG_FONT_FAMILY)}"><defs>${defs}</defs>`;
}

export function linear(id: string, from: string, to: string, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${escapeXml(from)}"/><stop offset="1" stop-color="${escapeXml(to)}"/></linearGradient>`;
}

