import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../lib/errors.js';

export const CONTROL_CHARS_MSG = '参数错误：内容不能包含控制字符或无效字符';

/**
 * C0 control characters other than tab, line feed and carriage return, and UTF-16 surrogates
 * without their other half. PostgreSQL refuses NUL in text (a 500 with the SQL in the log), and
 * none of them is typed by a person, so they are refused everywhere.
 */
const BAD =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasControlChars(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return BAD.test(v);
  if (depth > 16 || v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.some((x) => hasControlChars(x, depth + 1));
  // Buffers (a raw body) are bytes, not text; multipart file parts are read by the upload route
  if (Buffer.isBuffer(v)) return false;
  for (const [k, x] of Object.entries(v)) if (BAD.test(k) || hasControlChars(x, depth + 1)) return true;
  return false;
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
    done();
  });
}
