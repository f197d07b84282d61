import sanitize from 'sanitize-html';

/**
 * HTML of content pages and notices, written by operators and shown to everyone (H5 renders it as
 * HTML; the mini-programs' rich-text has no CSP). Parsing and serialising are `sanitize-html`'s
 * (htmlparser2): a real parser, where the regex sanitiser before it let
 * `<a href="/&#x2F;evil.example/x">`, `<a href="/\evil.example/x">` and remote `<img>` through.
 * This module only decides what may stay:
 *
 * - tags: the structural ones the seeded pages and the notice editor use (below); script-like
 *   elements go with their content, any other tag is dropped and its text kept;
 * - attributes: `href`/`title` on links, `src`/`alt`/`title` on images, nothing else (no `style`,
 *   no `class`, no event handlers);
 * - links: the app's own paths (`/` followed by neither `/` nor `\`), `#fragment`, `mailto:`,
 *   `tel:`, and `https://` to a host on CONTENT_LINK_HOSTS; anything else loses its `href`;
 * - images: files of the app's own storage (`/uploads/…`); any other image is removed.
 *
 * Each URL is judged after the parser has decoded its entities, so an encoded slash or scheme is
 * judged as the browser will read it.
 */
const TAGS = [
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
];

/** Removed together with what they contain (their text is code or UI, not content). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'form',
  'title',
  'head',
];

/**
 * Characters no address of ours contains and browsers treat specially: whitespace and controls
 * (stripped or folded inside URLs, "java\tscript:"), and the backslash (read as "/" in http(s)
 * URLs, so "/\evil.example" is protocol-relative).
 */
const URL_TRICKS = /[\s\u0000-\u001f\u007f-\u009f\\\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/;

/** A link the content may carry: own path, fragment, mailto:, tel:, or https:// to an allowed host. */
export function allowedHref(value: string, linkHosts: ReadonlySet<string>): boolean {
  const v = value.trim();
  if (!v || URL_TRICKS.test(v)) return false;
  if (v[0] === '#') return true;
  if (v[0] === '/') return v[1] !== '/';
  if (/^(mailto|tel):[^/]/i.test(v)) return true;
  if (!/^https:\/\//i.test(v)) return false;
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    return false;
  }
  return u.protocol === 'https:' && !u.username && !u.password && !u.port && linkHosts.has(u.hostname);
}

/** An image the content may show: a file of the app's own storage, no way out of /uploads. */
export function allowedImage(value: string): boolean {
  const v = value.trim();
  return /^\/uploads\/[A-Za-z0-9_\-./]+$/.test(v) && !/(^|\/)\.\.?(\/|$)/.test(v.slice(1)) && !v.includes('//');
}

export type Sanitizer = (html: string) => string;

/** The attributes without `name` unless `ok` approves its value (trimmed); the others in their order. */
function keepIf(attribs: sanitize.Attributes, name: string, ok: (v: string) => boolean): sanitize.Attributes {
  const out: sanitize.Attributes = {};
  for (const [k, v] of Object.entries(attribs)) {
    if (k !== name) out[k] = v;
    else if (ok(v)) out[k] = v.trim();
  }
  return out;
}

/** A sanitiser whose https links may go to `linkHosts` (lower-case host names, CONTENT_LINK_HOSTS). */
export function createSanitizer(opts: { linkHosts: readonly string[] }): Sanitizer {
  const hosts = new Set(opts.linkHosts.map((h) => h.toLowerCase()));
  const options: sanitize.IOptions = {
    allowedTags: TAGS,
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'] },
    // the URL checks below decide; the library's scheme list would otherwise let any http(s) host by
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'href', (v) => allowedHref(v, hosts)) }),
      img: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', allowedImage) }),
    },
    // an image with no allowed source shows nothing (or a broken frame): removed
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
  // every read of a page sanitises again (content saved by any path stays safe), and the parser
  // costs ~1.4 ms for a 2.8k-character page against ~0.3 ms for the regex it replaced: the few
  // pages and notices being read are remembered by their text, oldest forgotten first
  const memo = new Map<string, string>();
  return (html) => {
    const hit = memo.get(html);
    if (hit !== undefined) return hit;
    const out = sanitize(html, options);
    if (html.length <= MEMO_MAX_CHARS) {
      if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
      memo.set(html, out);
    }
    return out;
  };
}

const MEMO_ENTRIES = 64;
const MEMO_MAX_CHARS = 60_000;

const KEEP_ALL: sanitize.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowedSchemesAppliedToAttributes: [],
  allowVulnerableTags: true,
  nonTextTags: [],
};

/**
 * The HTML through the same parser and serialiser with nothing removed: compared with the
 * sanitised form, any difference is something the sanitiser took out (the notice editor's
 * "净化" notice), not a change of spelling such as `<br>` → `<br />` or `&#39;` → `'`.
 */
export function reserialize(html: string): string {
  return sanitize(html, KEEP_ALL);
}

/** The sanitiser with no outside hosts: for reading text out of HTML, and where no configuration is at hand. */
export const sanitizeHtml: Sanitizer = createSanitizer({ linkHosts: [] });
