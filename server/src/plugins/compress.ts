import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this, compression costs more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/json|text\/|image\/svg\+xml)/;

/**
 * Compresses API answers (JSON lists are the bulk of a phone's traffic after the first load) when
 * the client accepts brotli or gzip. The H5 build's own files are precompressed at build time
 * (tools/precompress.mjs) and served as such; streams and already-encoded answers pass untouched.
 * zlib runs on libuv's thread pool, so the event loop is not held up. Brotli at quality 4: most
 * of the gain of the default 11 at a small part of its CPU.
 */
export function registerCompression(app: FastifyInstance) {
  // callback-style: most responses (small JSON) leave at once without a promise (see app.ts)
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // the size first: it is the cheapest test and rules out most API answers
    const size =
      typeof payload === 'string'
        ? payload.length < COMPRESS_MIN_BYTES / 3
          ? 0
          : Buffer.byteLength(payload)
        : payload.length;
    if (size < COMPRESS_MIN_BYTES) return done(null, payload);
    if (reply.getHeader('content-encoding')) return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (!encoding) return done(null, payload);
    const out =
      encoding === 'br'
        ? brotli(payload, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : gz(payload, { level: 6 });
    out.then(
      (buf) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, buf);
      },
      (e: Error) => done(e),
    );
  });
}
