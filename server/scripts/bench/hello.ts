/**
 * The bare ceiling for `npm run bench`: a Fastify hello world on the same machine, in the same run.
 * Every figure the bench prints is also a share of this one, so a slower machine or a busy
 * neighbour shows up as a lower ceiling rather than as a regression of the app.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
