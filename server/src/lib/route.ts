import type { TSchema } from 'typebox';
import type { AuthNeed } from '../plugins/auth.js';
import { Ok, SECURED, errorResponses } from './envelope.js';

/**
 * What one API route states about itself: its summary, its inputs and the data of its 200 answer.
 * The rest of its Fastify options (tags, the login check and its OpenAPI `security`, the success
 * envelope and the error statuses) follow from its kit and its access level (issue 39).
 */
interface Parts {
  summary: string;
  description?: string;
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  /** request media types other than JSON: a multipart upload */
  consumes?: string[];
  /** answer media types other than JSON */
  produces?: string[];
  // the kit writes these: a route that wrote its own could make its login check and its document
  // disagree, which is what the helper is there to rule out
  tags?: never;
  security?: never;
  config?: never;
}

/**
 * The 200 answer: `data`, the schema the success envelope wraps (the route then lists every error
 * status too), or `response`, the whole response map of a route that does not answer with the
 * envelope (plain text for WeChat, a health check's 503, a body without error statuses).
 */
type Answer = { data: TSchema; response?: never } | { response: Record<number, TSchema>; data?: never };

export type RouteSpec = Parts & Answer;

type ResponseOf<S extends RouteSpec> = S extends { data: infer D extends TSchema }
  ? { 200: ReturnType<typeof Ok<D>> } & typeof errorResponses
  : S['response'];

type Schema<S extends RouteSpec> = Omit<S, 'data' | 'response'> & { tags: string[]; response: ResponseOf<S> };

/** A route anyone may call: no login check, so no `security` in the document either. */
export type PublicRoute<S extends RouteSpec> = { schema: Schema<S> };

/** A route behind a login: the check and the document's `security` always come together. */
export type SecuredRoute<A extends AuthNeed, S extends RouteSpec> = {
  config: { auth: A; authAfterValidation?: true };
  schema: Schema<S> & { security: typeof SECURED };
};

export interface RouteKit {
  public<S extends RouteSpec>(spec: S): PublicRoute<S>;
  user<S extends RouteSpec>(spec: S): SecuredRoute<'user', S>;
  merchant<S extends RouteSpec>(spec: S): SecuredRoute<'merchant', S>;
  staff<S extends RouteSpec>(spec: S): SecuredRoute<'staff', S>;
}

export interface KitOptions {
  /** the OpenAPI tags of every route the kit builds */
  tags: string[];
  /**
   * The login routes check after validation (see `authAfterValidation` in plugins/auth.ts): the
   * routes that always answered a malformed body with 400 before 401 keep doing so.
   */
  authAfterValidation?: true;
}

/**
 * The route builders of one group of routes (usually a module's, or its console's):
 * `app.get(url, route.user({ summary, querystring: Q, data: D }), handler)`. The options it returns
 * are the ones the routes used to spell out, so the OpenAPI document does not change.
 */
export function routeKit(kit: KitOptions): RouteKit {
  const build = (auth: AuthNeed | null) => (spec: RouteSpec) => {
    for (const key of ['tags', 'security', 'config'] as const)
      if (key in spec) throw new Error(`${spec.summary}: '${key}' is the route kit's to write`);
    if ('data' in spec === 'response' in spec)
      throw new Error(`${spec.summary}: give either the answer's data or its whole response map`);
    const { data, response, ...parts } = spec;
    const schema = {
      tags: kit.tags,
      ...parts,
      ...(auth ? { security: SECURED } : {}),
      response: data ? { 200: Ok(data), ...errorResponses } : response,
    };
    if (!auth) return { schema };
    return { config: kit.authAfterValidation ? { auth, authAfterValidation: true } : { auth }, schema };
  };
  return {
    public: build(null),
    user: build('user'),
    merchant: build('merchant'),
    staff: build('staff'),
  } as RouteKit;
}

/**
 * A route left out of the OpenAPI document (a payment provider's notification, the sandbox
 * cashier's HTML page): no tags, no envelope, no login; only the inputs it validates.
 */
export function hiddenRoute<S extends { querystring?: TSchema; params?: TSchema }>(parts: S) {
  return { schema: { hide: true as const, ...parts } };
}
