import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../lib/errors.js';

export const CONTROL_CHARS_MSG = '参数错误：内容不能包含控制字符或无效字符';
export const BIDI_CHARS_MSG = '参数错误：内容不能包含改变文字方向的隐藏字符';

/**
 * C0 control characters other than tab, line feed and carriage return, and UTF-16 surrogates
 * without their other half. PostgreSQL refuses NUL in text (a 500 with the SQL in the log), and
 * none of them is typed by a person, so they are refused everywhere.
 */
const BAD =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Bidirectional formatting characters: the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069) and the invisible marks (LRM U+200E, RLM U+200F, the Arabic letter mark U+061C).
 * With U+202E a listing titled "…\u202e…" displays its tail backwards (a price, a game, a
 * "官方" spelled in reverse), and moderation only stripped them for its own reading. No field of
 * this app is written in a right-to-left script, so no one types them; they are refused in every
 * string a client sends, passwords and operators' content included.
 */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Whether `re` matches any string or object key in `v` (arrays and nested objects, 16 levels). */
function anyString(v: unknown, re: RegExp, depth = 0): boolean {
  if (typeof v === 'string') return re.test(v);
  if (depth > 16 || v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some((x) => anyString(x, re, depth + 1));
  // Buffers (a raw body) are bytes, not text; multipart file parts are read by the upload route
  if (Buffer.isBuffer(v)) return false;
  for (const [k, x] of Object.entries(v)) if (re.test(k) || anyString(x, re, depth + 1)) return true;
  return false;
}

export function hasControlChars(v: unknown): boolean {
  return anyString(v, BAD);
}

export function hasBidiControls(v: unknown): boolean {
  return anyString(v, BIDI);
}

/**
 * One check for every route: query, path parameters and the parsed body (JSON, form, and
 * multipart fields when a route attaches them to the body), before validation and any handler.
 */
export function registerControlChars(app: FastifyInstance) {
  // callback-style, not async: it runs on every request (see app.ts)
  app.addHook('preValidation', (req, _reply, done) => {
    if (hasControlChars(req.query) || hasControlChars(req.params) || hasControlChars(req.body))
      return done(new BadRequest(CONTROL_CHARS_MSG));
    if (hasBidiControls(req.query) || hasBidiControls(req.params) || hasBidiControls(req.body))
      return done(new BadRequest(BIDI_CHARS_MSG));
    done();
  });
}
