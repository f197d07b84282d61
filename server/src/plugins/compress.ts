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
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', 'accept-encoding');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (!encoding) return payload;
    const out =
      encoding === 'br'
        ? await brotli(payload, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : await gz(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return out;
  });
}
