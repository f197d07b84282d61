import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../lib/errors.js';

const NUMERIC = /^\s*[+-]?(infinity|(\d+\.?\d*|\.\d+)(e[+-]?\d+)?)\s*$/i;

function nonFinite(v: unknown, depth = 0): boolean {
  if (typeof v === 'number') return !Number.isFinite(v);
  // a JSON string the validator would coerce to a number ("1e309" for an integer field)
  if (typeof v === 'string') return v.length < 400 && NUMERIC.test(v) && !Number.isFinite(Number(v));
  if (depth > 8 || v === null || typeof v !== 'object') return false;
  for (const x of Array.isArray(v) ? v : Object.values(v)) if (nonFinite(x, depth + 1)) return true;
  return false;
}

/**
 * Numbers that overflow to Infinity ("1e309" in a query, a path segment or a JSON string, 1e309 in JSON) pass the validator's
 * integer and range checks (Infinity % 1 is NaN, and NaN comparisons are false) and then reach
 * SQL as NULL or NaN: a 500. No real client sends them, so they are refused before validation.
 */
export function registerFiniteNumbers(app: FastifyInstance) {
  // callback-style, not async: it runs on every request (see app.ts)
  app.addHook('preValidation', (req, _reply, done) => {
    if (nonFinite(req.query) || nonFinite(req.params) || nonFinite(req.body))
      return done(new BadRequest('参数错误：数字超出范围'));
    done();
  });
}
