import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import pino from 'pino';
import { REDACT } from '../src/app.js';
import { requestLoggerOptions } from '../src/lib/request-logger.js';

/** A pino logger configured as the app's, writing its lines into `lines`. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l));
      done();
    },
  });
  const root = pino(
    { level: 'info', redact: { paths: REDACT, censor: '[REDACTED]' }, mixin: requestLoggerOptions.mixin },
    stream,
  );
  // as Fastify calls it for each request
  const forRequest = (reqId: string, opts: object = {}) =>
    requestLoggerOptions.childLoggerFactory.call(undefined as never, root as never, { reqId }, opts as never);
  return { lines, root, forRequest };
}

test("a request's lines carry its id, and only its own", () => {
  const { lines, root, forRequest } = capture();
  const a = forRequest('req-a');
  const b = forRequest('req-b');
  a.info('from a');
  b.warn('from b');
  root.info('from the app');
  // a logger made from a request's one (a module's own child) still stamps the request
  a.child({ module: 'order' }).info('from a module');
  assert.deepEqual(
    lines.map((l) => [l.msg, l.reqId]),
    [
      ['from a', 'req-a'],
      ['from b', 'req-b'],
      ['from the app', undefined],
      ['from a module', 'req-a'],
    ],
  );
  assert.equal(lines[3]!.module, 'order');
});

test("what a request's line logs is still redacted, at the top and nested", () => {
  const { lines, forRequest } = capture();
  forRequest('req-c').info({ password: 'p@ss', body: { idCard: '110101199003074933', token: 't0k' } }, 'login');
  const text = JSON.stringify(lines);
  for (const secret of ['p@ss', '110101199003074933', 't0k']) assert.ok(!text.includes(secret), text);
  assert.equal(lines[0]!.reqId, 'req-c');
  assert.equal(lines[0]!.password, '[REDACTED]');
});

test("a route's own log level still applies to its requests", () => {
  const { lines, forRequest } = capture();
  const quiet = forRequest('req-d', { level: 'error' });
  quiet.info('not written');
  quiet.error('written');
  const chatty = forRequest('req-e', { level: 'debug' });
  chatty.debug('written too');
  assert.deepEqual(
    lines.map((l) => [l.msg, l.reqId]),
    [
      ['written', 'req-d'],
      ['written too', 'req-e'],
    ],
  );
});
