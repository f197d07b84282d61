import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Forbidden, Unauthorized } from '../lib/errors.js';
import type { SessionService } from '../modules/auth/service.js';
import type { Actor } from '../lib/actor.js';

export type Role = 'user' | 'merchant' | 'operator' | 'admin';

/** Who may call a route: any logged-in user, a merchant, or the console's staff (operator or admin). */
export type AuthNeed = 'user' | 'merchant' | 'staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** the logged-in caller, or null; set for /api requests that carry a valid token */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** the login the route needs; the app's one check (registerAuth) enforces it */
    auth?: AuthNeed;
    /**
     * Check the login after the body and parameters are validated (preHandler), not before the
     * body is read (onRequest): an anonymous request with an invalid body then gets 400, not 401.
     * These routes have always checked there; the flag keeps their answers unchanged (issue 35).
     */
    authAfterValidation?: boolean;
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

const ROLES: Record<Exclude<AuthNeed, 'user'>, readonly Role[]> = {
  merchant: ['merchant'],
  staff: ['operator', 'admin'],
};

function checkFor(need: AuthNeed) {
  const roles = need === 'user' ? null : ROLES[need];
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    if (!req.actor) throw new Unauthorized();
    if (roles && !req.actor.roles.some((r) => (roles as readonly string[]).includes(r))) throw new Forbidden();
  };
}

const CHECKS = { user: checkFor('user'), merchant: checkFor('merchant'), staff: checkFor('staff') };

/**
 * Resolves the caller's token for every /api request, and is the one place a route's declared
 * `config.auth` becomes a check: the route's own onRequest (or preHandler) hook, added as the route
 * is registered, so routes without a login pay nothing. Registered before any module's routes.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = readToken(req);
    req.actor = token ? await sessions.resolve(token) : null;
  });
  app.addHook('onRoute', (route) => guardRoute(route));
}

/** Adds the declared check to a route, and refuses a route whose declaration and document disagree. */
export function guardRoute(route: RouteOptions) {
  const need = route.config?.auth;
  const secured = Boolean(route.schema?.security);
  // the OpenAPI document marks the routes that need a token; a route that says so without the
  // check (or checks without saying so) is a mistake caught at startup, not in production
  if (secured !== Boolean(need))
    throw new Error(`${route.method} ${route.url}: config.auth and schema.security disagree`);
  if (route.url.startsWith('/api/admin') && need !== 'staff')
    throw new Error(`${route.method} ${route.url}: console routes need config: { auth: 'staff' }`);
  if (!need) return;
  const phase = route.config?.authAfterValidation ? 'preHandler' : 'onRequest';
  const own = route[phase];
  // the check runs before the route's own hooks of that phase, as the scope hooks it replaces did
  route[phase] = [CHECKS[need], ...(own === undefined ? [] : Array.isArray(own) ? own : [own])] as never;
}
