import { currentTarget } from './platform'

/** rich-text's node form: what the Alipay mini-program's rich-text accepts (it takes no HTML string). */
export type RichNode =
  { type: 'text'; text: string } | { name: string; attrs: Record<string, string>; children: RichNode[] }

const VOID = new Set(['br', 'img', 'hr'])
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : m
    }
    return ENTITIES[e.toLowerCase()] ?? m
  })
}

/**
 * Turns the server's (already sanitised) HTML into rich-text nodes. A small, forgiving parser:
 * unclosed tags close at their parent's end, stray closing tags are ignored, comments dropped.
 */
export function htmlToNodes(html: string): RichNode[] {
  const root: RichNode = { name: 'div', attrs: {}, children: [] }
  const stack: Extract<RichNode, { name: string }>[] = [root as Extract<RichNode, { name: string }>]
  const tag =
    /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g
  let last = 0
  let m: RegExpExecArray | null
  const text = (s: string) => {
    if (s) stack[stack.length - 1]!.children.push({ type: 'text', text: decode(s) })
  }
  while ((m = tag.exec(html))) {
    text(html.slice(last, m.index))
    last = tag.lastIndex
    if (!m[1]) continue // a comment
    const name = m[1].toLowerCase()
    if (m[0][1] === '/') {
      const at = stack.map((n) => n.name).lastIndexOf(name)
      if (at > 0) stack.length = at
      continue
    }
    const attrs: Record<string, string> = {}
    for (const a of (m[2] ?? '').matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = decode(a[2] ?? a[3] ?? a[4] ?? '')
    }
    const node = { name, attrs, children: [] as RichNode[] }
    stack[stack.length - 1]!.children.push(node)
    if (!VOID.has(name) && !m[3]) stack.push(node)
  }
  text(html.slice(last))
  return (root as Extract<RichNode, { name: string }>).children
}

/** What to hand rich-text on this target: the HTML itself where it is accepted, nodes on Alipay. */
export function richNodes(html: string): string | RichNode[] {
  return currentTarget() === 'alipay' ? htmlToNodes(html) : html
}
