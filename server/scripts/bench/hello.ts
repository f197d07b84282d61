/**
 * The bare ceiling for `npm run bench`: a Fastify hello world on the same machine, in the same run.
 * Every figure the bench prints is also a share of this one, so a slower machine or a busy
 * neighbour shows up as a lower ceiling rather than as a regression of the app.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { COMPRESS_MIN_BYTES, encode } from '../../src/plugins/compress.js';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
/**
 * ANSWERS (a JSON file of strings): real list answers of the mix, sent back in turn to any POST of
 * a JSON body. What a list request costs with no app at all (HTTP, the body's parse, writing an
 * answer of the list's size), so the bench can tell the transport's share of a list from the app's.
 * With ANSWERS_ENCODING=br they go compressed as the app would send them (its encoder, its size
 * rule), compressed once here: the transport of the bytes a phone gets, with compression free.
 */
if (process.env.ANSWERS) {
  const encoding = process.env.ANSWERS_ENCODING === 'br' ? 'br' : null;
  const answers = await Promise.all(
    (JSON.parse(readFileSync(process.env.ANSWERS, 'utf8')) as string[]).map(async (a) => {
      const body = Buffer.from(a);
      return encoding && body.length >= COMPRESS_MIN_BYTES
        ? { body: await encode(body, encoding), encoding }
        : { body, encoding: null };
    }),
  );
  let i = 0;
  app.post('/list', async (_req, reply) => {
    const a = answers[i++ % answers.length]!;
    reply.type('application/json; charset=utf-8');
    if (a.encoding) reply.header('content-encoding', a.encoding).header('vary', 'accept-encoding');
    return reply.send(a.body);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
