import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this, compression costs more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/json|text\/|image\/svg\+xml)/;

/**
 * Brotli 2 and gzip 3, measured on 232 real list answers of the bench's mix (3,790 B on average,
 * one core): brotli 2 gives 1,006 B in 60 µs, brotli 4 928 B in 144 µs, brotli 5 805 B in 181 µs;
 * gzip 3 988 B in 75 µs, gzip 6 955 B in 88 µs. 78 bytes more per page is under a millisecond on
 * the slowest phone link; 84 µs less per page is CPU every instance keeps. The H5 build's files
 * are precompressed at build time at full quality (tools/precompress.mjs).
 */
export const BROTLI_QUALITY = 2;
export const GZIP_LEVEL = 3;

/**
 * Answers up to this size are compressed on the event loop. zlib's asynchronous call costs the
 * loop more than the compression itself for a list page: a stream object, a thread-pool hop and
 * its callback, with 50 requests in flight 72–80 µs of the loop's time per 3.2 KB answer (and
 * 120–160 µs of CPU in all), against 26–36 µs to compress it in place at brotli 2. Past this size
 * (about 0.2 ms of brotli 2) the thread pool keeps the loop free.
 */
export const SYNC_MAX_BYTES = 32 * 1024;

export type Encoding = 'br' | 'gzip';
export type Encoder = (body: string | Buffer, encoding: Encoding) => Buffer | Promise<Buffer>;

/** The app's encoder: in place for a page-sized answer, on libuv's thread pool for a larger one. */
export const encode: Encoder = (body, encoding) => {
  const size = Buffer.byteLength(body);
  const inPlace = size <= SYNC_MAX_BYTES;
  if (encoding === 'gzip') return inPlace ? gzipSync(body, { level: GZIP_LEVEL }) : gz(body, { level: GZIP_LEVEL });
  const opts = {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  };
  return inPlace ? brotliCompressSync(body, opts) : brotli(body, opts);
};

/**
 * Accept-Encoding headers already read: reading one costs 1.8 µs (split, trim, a map of weights)
 * on every compressible answer, and browsers and the mini-programs' web views send the same few
 * strings every time.
 */
const readHeaders = new Map<string, Encoding | null>();
const READ_HEADERS_MAX = 64;
/** longer ones are read every time rather than kept */
const READ_HEADER_MAX_CHARS = 128;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli over gzip, and neither when the
 * client refuses it (`br;q=0`). A `*` accepts both.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const known = readHeaders.get(header);
  if (known !== undefined) return known;
  const out = parseAcceptEncoding(header);
  if (header.length > READ_HEADER_MAX_CHARS) return out;
  // clients send a handful of distinct headers: a full memo means odd ones, so it starts over
  if (readHeaders.size >= READ_HEADERS_MAX) readHeaders.clear();
  readHeaders.set(header, out);
  return out;
}

function parseAcceptEncoding(header: string): Encoding | null {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const ok = (e: Encoding) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/**
 * Compresses API answers (JSON lists are the bulk of a phone's traffic after the first load) when
 * the client accepts brotli or gzip; streams and already-encoded answers pass untouched. A page-sized
 * answer is compressed in place and leaves at once (see SYNC_MAX_BYTES).
 *
 * A Buffer answer is compressed once per encoding: the listing index's pages are Buffers and a
 * page-cache hit sends the same Buffer object again, so its compressed bytes are kept beside it
 * (a WeakMap: they go when the page does). Concurrent requests for one page share one compression;
 * a failed one is not kept. A route must therefore never change a Buffer after sending it (none
 * does: answers built per request are strings, compressed each time).
 */
export function registerCompression(app: FastifyInstance, opts: { encoder?: Encoder } = {}) {
  const encoder = opts.encoder ?? encode;
  const kept = new WeakMap<Buffer, Partial<Record<Encoding, Buffer | Promise<Buffer>>>>();
  const compress = (payload: string | Buffer, encoding: Encoding): Buffer | Promise<Buffer> => {
    if (typeof payload === 'string') return encoder(payload, encoding);
    let forPayload = kept.get(payload);
    if (!forPayload) kept.set(payload, (forPayload = {}));
    let out = forPayload[encoding];
    if (!out) {
      const mine = encoder(payload, encoding);
      out = forPayload[encoding] = mine;
      // a failure is not kept: the next request tries again
      if (mine instanceof Promise)
        mine.catch(() => {
          if (forPayload![encoding] === mine) delete forPayload![encoding];
        });
    }
    return out;
  };

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
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const send = (buf: Buffer) => {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, buf);
    };
    let out: Buffer | Promise<Buffer>;
    try {
      out = compress(payload, encoding);
    } catch (e) {
      return done(e as Error);
    }
    if (Buffer.isBuffer(out)) return send(out);
    out.then(send, (e: Error) => done(e));
  });
}
