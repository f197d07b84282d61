import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Forbidden, Unauthorized } from '../lib/errors.js';
import type { SessionService } from '../modules/auth/service.js';
import type { Actor } from '../lib/actor.js';

export type Role = 'user' | 'merchant' | 'operator' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** the logged-in caller, or null; set for /api requests that carry a valid token */
    actor: Actor | null;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

/** The client sends the token both as `Token` and as `Authorization: Bearer`; accept either. */
export function readToken(req: FastifyRequest): string | null {
  const t = req.headers.token;
  if (typeof t === 'string' && t.trim()) return t.trim();
  const a = req.headers.authorization;
  if (typeof a === 'string') {
    const m = /^Bearer\s+(.+)$/i.exec(a.trim());
    if (m) return m[1]!.trim();
  }
  return null;
}

export function registerAuth(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = readToken(req);
    req.actor = token ? await sessions.resolve(token) : null;
  });
  const requireUser = async (req: FastifyRequest, _reply: FastifyReply) => {
    if (!req.actor) throw new Unauthorized();
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireRole', (...roles: Role[]) => async (req: FastifyRequest, reply: FastifyReply) => {
    await requireUser(req, reply);
    if (!req.actor!.roles.some((r) => (roles as string[]).includes(r))) throw new Forbidden();
  });
}
