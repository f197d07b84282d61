import type { FastifyInstance } from 'fastify';

/**
 * The client's request layer sends `Content-Type: application/json` on every call, also on a POST
 * or DELETE without data (Taro then sends an empty body), which Fastify's own parser refuses. In
 * this scope an empty JSON body means "no body"; anything else goes to the default parser with its
 * prototype-poisoning checks.
 */
export function acceptEmptyJson(scope: FastifyInstance) {
  const json = scope.getDefaultJsonParser('error', 'ignore');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    json(req, String(body), done);
  });
}
