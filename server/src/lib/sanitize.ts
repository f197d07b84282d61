/**
 * Allow-list HTML sanitiser for content pages written by operators. Only structural tags survive,
 * attributes are reduced to href/src/alt/title with safe URL schemes, and script-like elements are
 * removed together with their content.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'span',
  'div',
  'section',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'sup',
  'sub',
]);
const DROP_WITH_CONTENT =
  /<(script|style|iframe|object|embed|noscript|template|svg|math|textarea|select|form)\b[\s\S]*?<\/\1\s*>/gi;
const VOID = new Set(['br', 'hr', 'img']);
const ATTRS: Record<string, string[]> = { a: ['href', 'title'], img: ['src', 'alt', 'title'] };

function safeUrl(u: string): boolean {
  const v = u.trim().toLowerCase();
  return /^(https?:|mailto:|tel:|\/(?!\/)|#)/.test(v);
}

function escapeAttr(v: string): string {
  return v
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function sanitizeHtml(input: string): string {
  let html = input.replace(/<!--[\s\S]*?-->/g, '').replace(DROP_WITH_CONTENT, '');
  // any unterminated dangerous opener left after the pass above: drop it and the rest of the tag
  html = html.replace(/<(script|style|iframe|object|embed)\b[^>]*>?/gi, '');
  const out: string[] = [];
  const re = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    out.push(escapeText(html.slice(last, m.index)));
    last = re.lastIndex;
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      if (!VOID.has(tag)) out.push(`</${tag}>`);
      continue;
    }
    const kept: string[] = [];
    const attrRe = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
    let a: RegExpExecArray | null;
    while ((a = attrRe.exec(m[3]!))) {
      const name = a[1]!.toLowerCase();
      const value = a[3] ?? a[4] ?? a[5] ?? '';
      if (!(ATTRS[tag] ?? []).includes(name)) continue;
      if ((name === 'href' || name === 'src') && !safeUrl(value)) continue;
      kept.push(`${name}="${escapeAttr(value)}"`);
    }
    out.push(`<${tag}${kept.length ? ' ' + kept.join(' ') : ''}>`);
  }
  out.push(escapeText(html.slice(last)));
  return out.join('');
}

function escapeText(t: string): string {
  return t.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
