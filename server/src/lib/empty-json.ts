import type { FastifyInstance } from 'fastify';

/**
 * The client's request layer sends `Content-Type: application/json` on every call, also on a POST
 * or DELETE without data (Taro then sends an empty body), which Fastify's own parser refuses. For
 * the whole app (registered once, in app.ts) an empty JSON body means "no body"; anything else goes
 * to Fastify's own parser with its prototype- and constructor-poisoning checks, as Fastify's default.
 */
export function acceptEmptyJson(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    json(req, String(body), done);
  });
}
