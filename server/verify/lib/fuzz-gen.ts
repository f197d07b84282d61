/**
 * Request generators of the OpenAPI fuzzer: from a route's JSON schemas, a nearly valid request
 * and then one thing wrong with it — wrong types, missing and extra fields, boundary and huge
 * values, deep nesting, invalid UTF-8, injection strings, wrong content types. Seeded, so a
 * failure can be replayed with the same FUZZ_SEED.
 */
import { Rng } from '../../src/modules/catalogue/data/prng.js';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** what was done to it, for failure messages */
  what: string;
}

export const NASTY_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  "'); SELECT pg_sleep(5);--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000',
  '\u202e\u200b',
  // control characters inside ordinary text (PostgreSQL refuses NUL in text), and lone surrogates
  'abc\u0000d',
  '\u0001\u0007\u0008\u000b\u001b\u007f',
  'line\r\nfeed\ttab',
  'ab\ud800c',
  '\udfff',
  // look-alikes: fullwidth letters, Cyrillic/Greek that look Latin, zero-width joiners, RTL override
  'ａｄｍｉｎ官方',
  'аdmіn',
  'οffiсial',
  '官\u200d方\u200b客\u2060服',
  '\u202e服客方官',
  '𠜎𠜱𠝹😀',
  '%00%27',
  'null',
  'undefined',
  '-1',
  '1e309',
  ' ',
];

export const BOUNDARY_NUMBERS = [
  0,
  -1,
  1,
  2147483647,
  2147483648,
  -2147483649,
  9007199254740993,
  1e308,
  -1e308,
  0.5,
  Number.MIN_VALUE,
];

/** A value that satisfies the schema as far as a simple reading goes. */
export function validValue(s: Schema | undefined, rng: Rng, depth = 0): unknown {
  if (!s || depth > 6) return 'x';
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return validValue(s.anyOf[Math.floor(rng.next() * s.anyOf.length)], rng, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'array':
      return [validValue(s.items, rng, depth + 1)];
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) o[k] = validValue(v, rng, depth + 1);
      return o;
    }
    case 'string':
    default: {
      if (s.format === 'date-time') return new Date().toISOString();
      const len = Math.max(s.minLength ?? 1, 1);
      return 'a'.repeat(Math.min(len, s.maxLength ?? len));
    }
  }
}

/** A value of the wrong kind, or a boundary / hostile one of the right kind. */
export function badValue(s: Schema | undefined, rng: Rng): { value: unknown; what: string } {
  const pick = <T>(xs: T[]) => xs[Math.floor(rng.next() * xs.length)]!;
  const type = s && (Array.isArray(s.type) ? s.type[0] : s.type);
  const options: { value: unknown; what: string }[] = [
    { value: pick(NASTY_STRINGS), what: 'hostile string' },
    { value: 'x'.repeat(100_000), what: '100k string' },
    { value: null, what: 'null' },
    { value: {}, what: 'object' },
    { value: [1, 'a', null], what: 'array' },
    { value: true, what: 'boolean' },
    { value: pick(BOUNDARY_NUMBERS), what: 'boundary number' },
    { value: '12abc', what: 'numeric-looking string' },
  ];
  if (type === 'string') {
    options.push({ value: 'y'.repeat((s?.maxLength ?? 64) + 1), what: 'one past maxLength' });
    options.push({ value: '', what: 'empty string' });
  }
  if (type === 'integer' || type === 'number') {
    options.push({ value: (s?.maximum ?? 2147483647) + 1, what: 'one past maximum' });
    options.push({ value: (s?.minimum ?? 0) - 1, what: 'one below minimum' });
  }
  return pick(options);
}

function deepJson(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

export interface RouteSpec {
  method: string;
  path: string;
  params: string[];
  /** the path parameters the document types as integer or number */
  numericParams?: string[];
  query: Record<string, Schema>;
  body: Schema | null;
}

/**
 * Path numbers that read as Infinity or NaN to JavaScript: the validator's coercion turns
 * "Infinity" and "1e400" into a number that passes integer and range checks (issue 34 §5).
 */
export const NON_FINITE_PATH_NUMBERS = [
  '1e400',
  '-1e309',
  '1e309',
  'Infinity',
  '-Infinity',
  '+Infinity',
  'NaN',
  '-NaN',
];

/** Fills path params: a real id when we know one, else one of the hostile choices. */
export function fillPath(route: RouteSpec, rng: Rng, known: number[]): { url: string; what: string } {
  let url = route.path;
  let what = '';
  for (const p of route.params) {
    const choices = [
      ...known.map(String),
      '0',
      '-1',
      '99999999',
      '2147483648',
      'abc',
      "1' OR '1'='1",
      '%00',
      '1.5',
      'x'.repeat(300),
      ...(route.numericParams?.includes(p) ? NON_FINITE_PATH_NUMBERS : []),
    ];
    const v = choices[Math.floor(rng.next() * choices.length)]!;
    url = url.replace(`:${p}`, enc(v));
    what += ` ${p}=${v.slice(0, 20)}`;
  }
  return { url, what: what.trim() };
}

/**
 * encodeURIComponent throws on a lone surrogate; send its WTF-8 bytes instead (not valid UTF-8,
 * which is the point of sending it).
 */
function enc(s: string): string {
  let out = '';
  let run = '';
  for (let i = 0; i < s.length; i++) {
    const n = s.charCodeAt(i);
    const hi = n >= 0xd800 && n <= 0xdbff;
    const lo = n >= 0xdc00 && n <= 0xdfff;
    const next = s.charCodeAt(i + 1);
    if (hi && next >= 0xdc00 && next <= 0xdfff) {
      run += s[i]! + s[i + 1]!;
      i++;
    } else if (hi || lo) {
      out += encodeURIComponent(run);
      run = '';
      out += [0xe0 | (n >> 12), 0x80 | ((n >> 6) & 0x3f), 0x80 | (n & 0x3f)].map((b) => `%${b.toString(16)}`).join('');
    } else run += s[i]!;
  }
  return out + encodeURIComponent(run);
}

function qs(obj: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
    parts.push(`${enc(k)}=${enc(s)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** One generated request for the route (i-th of its batch). */
export function generate(route: RouteSpec, rng: Rng, known: number[]): FuzzRequest {
  const { url: path, what: pathWhat } = fillPath(route, rng, known);
  const query: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(route.query)) query[k] = validValue(s, rng);
  const headers: Record<string, string> = {};
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  let body: unknown = hasBody ? validValue(route.body ?? { type: 'object' }, rng) : undefined;
  let raw: string | Uint8Array | undefined;
  let what = pathWhat;
  const r = rng.next();
  const props = Object.keys(route.body?.properties ?? {});
  const qprops = Object.keys(route.query);
  if (hasBody && r < 0.5 && props.length) {
    // one body field made wrong, dropped, or a stranger added
    const k = props[Math.floor(rng.next() * props.length)]!;
    const m = rng.next();
    if (m < 0.6) {
      const b = badValue(route.body!.properties![k], rng);
      (body as Record<string, unknown>)[k] = b.value;
      what += ` body.${k}=${b.what}`;
    } else if (m < 0.8) {
      delete (body as Record<string, unknown>)[k];
      what += ` body.${k} missing`;
    } else {
      (body as Record<string, unknown>).__proto__x = { admin: true };
      (body as Record<string, unknown>).roles = ['admin'];
      what += ' extra fields';
    }
  } else if (qprops.length && r < 0.7) {
    const k = qprops[Math.floor(rng.next() * qprops.length)]!;
    const b = badValue(route.query[k], rng);
    query[k] = b.value;
    what += ` query.${k}=${b.what}`;
  } else if (hasBody) {
    const kinds = ['deep', 'utf8', 'text', 'form', 'multipart', 'nobody', 'array', 'scalar', 'huge', 'nocontenttype'];
    const kind = kinds[Math.floor(rng.next() * kinds.length)]!;
    what += ` ${kind}`;
    if (kind === 'deep') raw = deepJson(10_000);
    else if (kind === 'utf8')
      raw = Buffer.concat([
        Buffer.from('{"x":"'),
        Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe]),
        Buffer.from('"}'),
      ]);
    else if (kind === 'text') {
      raw = JSON.stringify(body);
      headers['content-type'] = 'text/plain';
    } else if (kind === 'form') {
      raw = 'a=1&b[]=2&__proto__[admin]=1';
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (kind === 'multipart') {
      raw = '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--zz';
      headers['content-type'] = 'multipart/form-data; boundary=zzz';
    } else if (kind === 'nobody') {
      raw = '';
      headers['content-type'] = 'application/json';
    } else if (kind === 'array') body = [body];
    else if (kind === 'scalar') body = 42;
    else if (kind === 'huge') raw = JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) });
    else if (kind === 'nocontenttype') raw = JSON.stringify(body);
  } else {
    query.unknownParam = "' OR 1=1--";
    what += ' stray query';
  }
  if (raw === undefined && body !== undefined) {
    raw = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  return {
    method: route.method,
    url: path + qs(query),
    headers,
    body: raw,
    what: what.trim() || 'as valid as it gets',
  };
}
